package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.ResponseAudit;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.protocols.paimon.ErrorResponse;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs after every other suite and judges every error answer of the run, per operation: "Errors use
 * ErrorResponse", on every route, not only the semantic-view refusals PAI-ERR-01 provokes, their
 * code and their resourceType.
 */
@ConformanceSuite
@Tag(KitRunner.AUDIT_TAG)
class PaimonErrorAuditSuite {

  @ParameterizedTest(name = "{0}")
  @MethodSource("erringOperations")
  @Verifies("PAI-ERR-04")
  void everyErrorAnswerIsAnErrorResponse(String operation, RunContext run) {
    ResponseAudit.verifyErrors(
        run,
        operation,
        error -> ErrorResponse.in(error).isShaped(),
        "an ErrorResponse (message and code)",
        error -> ErrorResponse.in(error).shape());
  }

  /** An answer that is no ErrorResponse is PAI-ERR-04's failure, not this rule's. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("erringOperations")
  @Verifies("PAI-ERR-05")
  void everyErrorResponseCodeIsItsStatus(String operation, RunContext run) {
    ResponseAudit.verifyErrors(
        run,
        operation,
        error -> {
          ErrorResponse response = ErrorResponse.in(error);
          return !response.isShaped() || response.codeIs(error.status());
        },
        "an ErrorResponse whose code is its HTTP status",
        error ->
            "code " + ErrorResponse.in(error).code() + " in an answer of status " + error.status());
  }

  /** The documented values; an answer that is no ErrorResponse is PAI-ERR-04's failure. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("erringOperations")
  @Verifies("PAI-ERR-07")
  void everyErrorResponseNamesADocumentedResourceType(String operation, RunContext run) {
    List<String> documented = run.spec().enumValues("ErrorResponse", "resourceType");
    ResponseAudit.verifyErrors(
        run,
        operation,
        error -> {
          ErrorResponse response = ErrorResponse.in(error);
          return !response.isShaped() || response.namesResourceTypeAmong(documented);
        },
        "an ErrorResponse whose resourceType is null or one of " + documented,
        error -> "resourceType " + ErrorResponse.in(error).resourceType());
  }

  static Stream<String> erringOperations(RunContext run) {
    return ResponseAudit.erringOperations(run);
  }
}
