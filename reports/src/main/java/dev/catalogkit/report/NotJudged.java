package dev.catalogkit.report;

/**
 * Why a requirement was not judged. The first three are a real property of the server or of the run
 * the user asked for and are compatible with a PASS; the others mean the run judged less than it
 * should have, so a MUST requirement left that way makes the run INCOMPLETE.
 */
public enum NotJudged {
  OUTSIDE_VIEW("cannot be checked from outside the server", false),
  NOT_SELECTED("left out by the run's filters", false),
  NOT_OFFERED(
      "the server does not offer the capability (not advertised, or probed and absent)", false),
  STEP_FAILED("a step its checks needed failed, so the rule could not be judged", true),
  NO_CHECK_RAN("no check of it ran although it was selected", true),
  KIT_ERROR("the kit or the environment broke while checking it", true);

  private final String meaning;
  private final boolean makesRunIncomplete;

  NotJudged(String meaning, boolean makesRunIncomplete) {
    this.meaning = meaning;
    this.makesRunIncomplete = makesRunIncomplete;
  }

  /** One line for reports. */
  public String meaning() {
    return meaning;
  }

  public boolean makesRunIncomplete() {
    return makesRunIncomplete;
  }
}
