package dev.catalogkit.report;

import java.util.List;

/**
 * The findings of an earlier report that a run is compared with ({@code --baseline}): each of this
 * run's findings is known there or new, and each of its findings this run no longer has is fixed. A
 * finding is a check's violation (waived or not, at any level), or a MUST requirement left open for
 * a reason that makes a run INCOMPLETE. {@code dev.catalogkit.report.baseline} reads them from a
 * {@code compliance.json}; the interface lives here so the verdict can ask without the results
 * model depending on that reader.
 */
public interface KnownFindings {

  /** The earlier report, as the user named it. */
  String source();

  /** The earlier report had this check's violation. */
  boolean knows(RunReport run, CheckResult check);

  /** The earlier report had this MUST requirement left open. */
  boolean knowsOpen(RunReport run, RequirementVerdict requirement);

  /**
   * The earlier report's findings that this run judged and no longer has, as fingerprints, sorted;
   * a finding of a check or requirement this run did not judge is not fixed.
   */
  List<String> fixedIn(RunReport run);

  /**
   * Requests at once the earlier report showed the server sustains (its concurrency probe): the
   * load window this run may open at; 1 when it showed nothing more.
   */
  default int sustainedWindow() {
    return 1;
  }
}
