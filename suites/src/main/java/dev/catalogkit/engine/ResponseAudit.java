package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The audit both profiles run after their suites: every 2xx body of the run, per operation, against
 * the schema the profile's OpenAPI document gives for it. Operations whose success body a
 * requirement of its own judges are left out, so one server bug is one failed requirement.
 */
public final class ResponseAudit {

  private static final int EVIDENCE_LIMIT = 3;

  private ResponseAudit() {}

  /** The documented operations that answered 2xx during the run, but those judged elsewhere. */
  public static Stream<String> observedOperations(RunContext run, Set<String> judgedElsewhere) {
    return successes(run)
        .map(Exchange::operation)
        .filter(run.spec()::hasOperation)
        .filter(operation -> !judgedElsewhere.contains(operation))
        .distinct()
        .sorted();
  }

  /**
   * Every 2xx body of the operation matched its schema, or a violation names the ones that did not.
   */
  public static void verify(RunContext run, String operation) {
    List<Exchange> answered = successes(run).filter(e -> operation.equals(e.operation())).toList();
    List<Exchange> violating =
        answered.stream().filter(e -> !e.schemaViolations().isEmpty()).toList();
    if (!violating.isEmpty()) {
      throw new RequirementViolation(
          "every 2xx body of " + operation + " to match its documented schema",
          violating.size()
              + " of "
              + answered.size()
              + " bodies did not; first: "
              + violating.get(0).schemaViolations(),
          "compare the body with the operation's response schema in the kit's OpenAPI document",
          violating.stream().limit(EVIDENCE_LIMIT).toList());
    }
  }

  private static Stream<Exchange> successes(RunContext run) {
    return run.recorder().all().stream().filter(Exchange::succeeded);
  }
}
