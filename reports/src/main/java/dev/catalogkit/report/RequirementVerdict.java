package dev.catalogkit.report;

import dev.catalogkit.spec.Requirement;
import java.util.List;

/**
 * The verdict on one requirement, from the checks that verified it, with the reason when it holds
 * only in part or was not judged, and ({@code notJudged}, null when judged) why not.
 *
 * @param causedBy the violated requirement whose finding explains every violation of this one (its
 *     checks saw that requirement's defect, not one of their own): reported as "same cause as", not
 *     as a problem of its own; null for a violation of its own, or no violation
 */
public record RequirementVerdict(
    Requirement requirement,
    Outcome outcome,
    String reason,
    NotJudged notJudged,
    List<String> checkIds,
    String causedBy) {

  public RequirementVerdict {
    checkIds = List.copyOf(checkIds);
  }

  /** A verdict that is its own: no other requirement's finding explains it. */
  public RequirementVerdict(
      Requirement requirement,
      Outcome outcome,
      String reason,
      NotJudged notJudged,
      List<String> checkIds) {
    this(requirement, outcome, reason, notJudged, checkIds, null);
  }

  public boolean judged() {
    return notJudged == null;
  }

  /** A violation that is a problem of its own, not the same cause as another's. */
  public boolean isRootViolation() {
    return outcome.isViolation() && causedBy == null;
  }

  /** The same verdict, explained by that requirement's finding. */
  public RequirementVerdict causedBy(String cause) {
    return new RequirementVerdict(requirement, outcome, reason, notJudged, checkIds, cause);
  }
}
