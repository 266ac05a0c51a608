package dev.catalogkit.report.baseline;

import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.spec.Level;

/**
 * One finding of a report: a check's violation (waived or not), or a MUST requirement left open for
 * a reason that makes the run INCOMPLETE ({@code outcome} and {@code caseIdentity} null).
 *
 * @param why the check's failure message (or reason), or why the requirement was left open
 */
public record Finding(
    String fingerprint,
    String requirementId,
    Level level,
    String title,
    Outcome outcome,
    String caseIdentity,
    String why) {

  /** A MUST requirement left open, not a check's violation. */
  public boolean open() {
    return outcome == null;
  }

  /** Whether it fails the gate of this policy when it is new: an open MUST always does. */
  public boolean failsTheGate(RunPolicy policy) {
    return open() || policy.failsTheGate(outcome, level);
  }

  /** {@code FAIL}, {@code WARN}, … or {@code INCOMPLETE} for a requirement left open. */
  public String label() {
    return open() ? "INCOMPLETE" : outcome.name();
  }

  /** One line: the label, the requirement, the case. */
  public String line() {
    return label() + " " + requirementId + (open() ? "" : "  " + caseIdentity);
  }
}
