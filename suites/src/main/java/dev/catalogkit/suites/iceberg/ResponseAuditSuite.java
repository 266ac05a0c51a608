package dev.catalogkit.suites.iceberg;

import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.RequirementViolation;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs after every other suite and judges every success response of the run, per operation, against
 * the schema the kit's OpenAPI document gives for it. Error bodies are judged by the error model
 * suite, statuses by the check that expected them.
 */
@ConformanceSuite
@Tag("audit")
class ResponseAuditSuite {

  private static final int EVIDENCE_LIMIT = 3;

  /**
   * Operations whose success body a requirement of its own judges (the config is what discovery
   * checks); auditing them too would count one server bug twice.
   */
  private static final Set<String> JUDGED_ELSEWHERE = Set.of("getConfig");

  @ParameterizedTest(name = "{0}")
  @MethodSource("observedOperations")
  @Verifies("ICE-RSP-01")
  void everySuccessBodyMatchesItsDocumentedSchema(String operation) {
    List<Exchange> successes = successesOf(operation).toList();
    List<Exchange> violating =
        successes.stream().filter(e -> !e.schemaViolations().isEmpty()).toList();
    if (!violating.isEmpty()) {
      throw new RequirementViolation(
          "every 2xx body of " + operation + " to match its documented schema",
          violating.size()
              + " of "
              + successes.size()
              + " bodies did not; first: "
              + violating.get(0).schemaViolations(),
          "compare the body with the operation's response schema in the kit's OpenAPI document",
          violating.stream().limit(EVIDENCE_LIMIT).toList());
    }
  }

  static Stream<String> observedOperations() {
    return RunContext.current().recorder().all().stream()
        .filter(e -> e.answered() && e.status() >= 200 && e.status() < 300)
        .map(Exchange::operation)
        .filter(operation -> RunContext.current().spec().hasOperation(operation))
        .filter(operation -> !JUDGED_ELSEWHERE.contains(operation))
        .distinct()
        .sorted();
  }

  private static Stream<Exchange> successesOf(String operation) {
    return RunContext.current().recorder().all().stream()
        .filter(
            e ->
                operation.equals(e.operation())
                    && e.answered()
                    && e.status() >= 200
                    && e.status() < 300);
  }
}
