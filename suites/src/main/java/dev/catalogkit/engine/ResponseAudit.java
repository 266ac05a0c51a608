package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The audits both profiles run after their suites, over every answer the run received: every 2xx
 * body, per operation, against the schema the profile's OpenAPI document gives for it (operations
 * whose success body a requirement of its own judges are left out, so one server bug is one failed
 * requirement), and every error answer against a rule of the profile's error model.
 */
public final class ResponseAudit {

  private static final int EVIDENCE_LIMIT = 3;

  private ResponseAudit() {}

  /** The documented operations that answered 2xx during the run, but those judged elsewhere. */
  public static Stream<String> observedOperations(RunContext run, Set<String> judgedElsewhere) {
    return NotApplicable.unlessNone(
        successes(run)
            .map(Exchange::operation)
            .filter(run.spec()::hasOperation)
            .filter(operation -> !judgedElsewhere.contains(operation))
            .distinct()
            .sorted(),
        "the run got no success answer of an operation this audit judges");
  }

  /**
   * Every 2xx body of the operation matched its schema and came as JSON, the media type the
   * documents give every body; or a violation names the ones that did not.
   */
  public static void verify(RunContext run, String operation) {
    List<Exchange> answered = successes(run).filter(e -> operation.equals(e.operation())).toList();
    List<Exchange> violating =
        answered.stream().filter(e -> !e.schemaViolations().isEmpty() || !servedAsJson(e)).toList();
    if (!violating.isEmpty()) {
      throw new RequirementViolation(
          "every 2xx body of " + operation + " to match its documented schema, as application/json",
          violating.size()
              + " of "
              + answered.size()
              + " bodies did not; first: "
              + flaw(violating.get(0)),
          "compare the body and its Content-Type with the operation's response in the kit's"
              + " OpenAPI document",
          violating.stream().limit(EVIDENCE_LIMIT).toList());
    }
  }

  private static boolean servedAsJson(Exchange success) {
    boolean hasBody = success.body() != null && !success.body().isEmpty();
    String type = String.valueOf(success.header("Content-Type")).toLowerCase(Locale.ROOT);
    return !hasBody || type.startsWith("application/json") || type.contains("+json");
  }

  private static String flaw(Exchange success) {
    return success.schemaViolations().isEmpty()
        ? "Content-Type " + success.header("Content-Type")
        : success.schemaViolations().toString();
  }

  /** The case of an error audit in a run that received no error answer at all. */
  public static final String NO_ERROR_ANSWERS = "no error answers";

  /**
   * The documented operations that answered an error (a HEAD has no body to judge), or {@link
   * #NO_ERROR_ANSWERS} when there were none.
   */
  public static Stream<String> erringOperations(RunContext run) {
    List<String> operations = errors(run).map(Exchange::operation).distinct().sorted().toList();
    return operations.isEmpty() ? Stream.of(NO_ERROR_ANSWERS) : operations.stream();
  }

  /**
   * Every error answer of the operation holds the rule, or a violation names those that did not.
   *
   * @param rule what an error answer must be; answers it does not apply to pass it
   * @param expected the rule in words, for the report
   * @param found what a failing answer has instead, for the report
   */
  public static void verifyErrors(
      RunContext run,
      String operation,
      Predicate<Exchange> rule,
      String expected,
      Function<Exchange, String> found) {
    verifyErrors(run, operation, answer -> true, rule, expected, found);
  }

  /**
   * The same, judging only the error answers the rule speaks about; when the operation has none,
   * the rule does not apply to it (an answer it does not speak about is no evidence for it).
   *
   * @param judged the error answers the rule speaks about
   */
  public static void verifyErrors(
      RunContext run,
      String operation,
      Predicate<Exchange> judged,
      Predicate<Exchange> rule,
      String expected,
      Function<Exchange, String> found) {
    if (NO_ERROR_ANSWERS.equals(operation)) {
      throw new NotApplicable("the run received no error answer to judge");
    }
    List<Exchange> answered =
        errors(run).filter(e -> operation.equals(e.operation())).filter(judged).toList();
    if (answered.isEmpty()) {
      throw new NotApplicable("no error answer of " + operation + " that the rule speaks about");
    }
    List<Exchange> violating = answered.stream().filter(rule.negate()).toList();
    if (!violating.isEmpty()) {
      throw new RequirementViolation(
          "every error answer of " + operation + " to be " + expected,
          violating.size()
              + " of "
              + answered.size()
              + " were not; first: "
              + found.apply(violating.get(0)),
          null,
          violating.stream().limit(EVIDENCE_LIMIT).toList());
    }
  }

  private static Stream<Exchange> errors(RunContext run) {
    return answersOfServedRoutes(run)
        .filter(Exchange::isError)
        .filter(e -> !e.bodyCut()) // an error body of over a MiB is left to the check that saw it
        .filter(e -> !"HEAD".equals(e.request().method()))
        .filter(e -> run.spec().hasOperation(e.operation()));
  }

  private static Stream<Exchange> successes(RunContext run) {
    return answersOfServedRoutes(run).filter(Exchange::succeeded);
  }

  /**
   * Every answer of the run but those of a route a probe found the server does not serve: what a
   * server answers on a route it lacks (an empty 404, say) is no answer of the operation. In check
   * order, so the answers an audit quotes first are the same in every run.
   */
  private static Stream<Exchange> answersOfServedRoutes(RunContext run) {
    return run.recorder().inCheckOrder().stream()
        .filter(
            e ->
                !run.spec().hasOperation(e.operation())
                    || !run.capabilities().foundAbsent(run.spec().operation(e.operation())));
  }
}
