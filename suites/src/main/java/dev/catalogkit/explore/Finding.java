package dev.catalogkit.explore;

/**
 * A disagreement between the server and the model at one step of a walk, tagged with the catalogue
 * requirement whose sentence the answer breaks.
 *
 * @param requirementId the requirement the answer breaks, e.g. {@code ICE-REN-12}
 * @param step the 1-based number of the step it was seen at
 * @param expected what the model predicted
 * @param actual what the server answered
 * @param evidence the exchange that showed it (method, path, status, body cut short)
 */
public record Finding(
    String requirementId, int step, String expected, String actual, String evidence) {

  /** Whether another walk failed the same way: the same rule (a shrink keeps to one rule). */
  public boolean sameRuleAs(Finding other) {
    return requirementId.equals(other.requirementId);
  }
}
