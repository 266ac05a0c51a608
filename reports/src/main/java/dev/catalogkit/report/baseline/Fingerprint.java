package dev.catalogkit.report.baseline;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.RunReport;

/**
 * A finding's identity, the same in every run against the same server: {@code
 * profile/requirement/case} for a check ({@code iceberg/ICE-ERR-01/ErrorAuditSuite#everyErrorBody…
 * [loadTable]}), {@code profile/requirement} for a MUST requirement left open. The case identity is
 * {@link CheckResult#caseIdentity()}: suite, method and the case's display name, which the kit
 * builds from its own fixtures and operations, so it holds no run ID, UUID, port or time; a run ID
 * that a case name ever carried is replaced as in {@code compliance.json}. Readable rather than
 * hashed, so a diff or a gate line says which case it is.
 */
public final class Fingerprint {

  /** The placeholder {@code compliance.json} writes for the run ID. */
  static final String RUN_ID_PLACEHOLDER = "{runId}";

  /** A shorter run ID is left alone, as in {@code compliance.json}. */
  private static final int MIN_RUN_ID_LENGTH = 4;

  private Fingerprint() {}

  /** The fingerprint of this check of this run. */
  public static String of(RunReport run, CheckResult check) {
    String runId = run.run().runId();
    String identity = check.caseIdentity();
    if (runId != null && runId.length() >= MIN_RUN_ID_LENGTH) {
      identity = identity.replace(runId, RUN_ID_PLACEHOLDER);
    }
    return ofCase(run.run().profile(), check.requirementId(), identity);
  }

  /** The fingerprint of a check with this case identity (run ID already replaced). */
  public static String ofCase(String profile, String requirementId, String caseIdentity) {
    return profile + "/" + requirementId + "/" + caseIdentity;
  }

  /** The fingerprint of a MUST requirement left open. */
  public static String ofOpen(String profile, String requirementId) {
    return profile + "/" + requirementId;
  }
}
