package dev.catalogkit.engine;

import dev.catalogkit.http.EvidenceWriter;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Failure;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.RequirementCatalogue;
import java.lang.reflect.Method;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiPredicate;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.opentest4j.TestAbortedException;

/**
 * Turns JUnit's events into the kit's results: one {@link CheckResult} per check, judged by the
 * requirement's level, with the exchanges it made as evidence. A violated or broken check's
 * evidence is listed in the order sent, with the run's set-up first when the check worked inside
 * the run's namespace (a replay needs it) and the exchanges its verdict rests on marked decisive.
 * Prints one progress line per check, and for a violation a second line saying why.
 */
public final class ResultCollector implements TestExecutionListener {

  private final RequirementCatalogue catalogue;
  private final ExchangeRecorder recorder;
  private final EvidenceWriter evidence;
  private final OrderedProgress progress;
  private final BiPredicate<String, String> selected;
  private final String runId;
  private volatile List<Exchange> runSetup;
  private final RunStop stop;
  private final List<CheckResult> results = new CopyOnWriteArrayList<>();
  private final ConcurrentHashMap<String, Long> startedAt = new ConcurrentHashMap<>();

  /** Checks worth running again alone, in the order they ended, with their decisive answers. */
  private final List<Confirmable> confirmable = new CopyOnWriteArrayList<>();

  /**
   * A check that did not pass for a reason a run alone may change: a violation, a kit error, or a
   * step that failed.
   *
   * @param decisive the answers its outcome rests on, as the audits keep them
   */
  record Confirmable(String uniqueId, CheckResult result, List<Exchange> decisive) {}

  /**
   * @param selected whether a requirement (ID, area) was selected; checks of others still run when
   *     the engine needs them (the probes) but are not reported
   * @param runId the run's ID, which names everything the run creates
   * @param stop why the run stopped early, if it did: checks it kept from running or from sending
   *     are NOT_VERIFIED, not judged on what they could not do
   */
  public ResultCollector(
      RequirementCatalogue catalogue,
      ExchangeRecorder recorder,
      EvidenceWriter evidence,
      Consumer<String> progress,
      BiPredicate<String, String> selected,
      String runId,
      RunStop stop) {
    this.catalogue = catalogue;
    this.recorder = recorder;
    this.evidence = evidence;
    this.progress = new OrderedProgress(progress);
    this.selected = selected;
    this.runId = runId;
    this.stop = stop;
  }

  /**
   * A collector for one check run again alone, after the concurrent phase: its evidence starts with
   * the same run set-up as the first collector's.
   */
  ResultCollector alone(Consumer<String> progress) {
    ResultCollector alone =
        new ResultCollector(catalogue, recorder, evidence, progress, selected, runId, stop);
    alone.runSetup = runSetup;
    return alone;
  }

  /** The checks worth running again alone, in the order they ended. */
  List<Confirmable> confirmable() {
    return List.copyOf(confirmable);
  }

  /** How many check methods will report, for the progress counter ({@code [37/133]}). */
  void expectChecks(int count) {
    progress.expect(count);
  }

  public List<CheckResult> results() {
    return List.copyOf(results);
  }

  @Override
  public void testPlanExecutionStarted(TestPlan plan) {
    if (runSetup == null) {
      // before the first check, the run has made only its own set-up
      runSetup = recorder.all().stream().filter(ResultCollector::changesTheServer).toList();
    }
    progress.plan(plan);
  }

  /** A request that changed the server (not a read, not the token exchange, which has secrets). */
  private static boolean changesTheServer(Exchange exchange) {
    String method = exchange.request().method();
    return exchange.succeeded()
        && !method.equals("GET")
        && !method.equals("HEAD")
        && !"getToken".equals(exchange.operation());
  }

  @Override
  public void testPlanExecutionFinished(TestPlan plan) {
    progress.flush();
  }

  @Override
  public void executionStarted(TestIdentifier identifier) {
    startedAt.put(identifier.getUniqueId(), System.nanoTime());
  }

  @Override
  public void executionSkipped(TestIdentifier identifier, String reason) {
    Outcome outcome =
        stop.reason().filter(reason::equals).isPresent()
            ? Outcome.NOT_VERIFIED
            : Outcome.NOT_APPLICABLE;
    methodOf(identifier)
        .ifPresent(method -> add(identifier, method, outcome, reason, null, List.of()));
    progress.done(identifier);
  }

  @Override
  public void executionFinished(TestIdentifier identifier, TestExecutionResult result) {
    Optional<Method> method = methodOf(identifier);
    boolean brokenContainer =
        identifier.isContainer() && result.getStatus() != TestExecutionResult.Status.SUCCESSFUL;
    if (method.isPresent() && (identifier.isTest() || brokenContainer)) {
      judge(identifier, method.get(), result);
    }
    progress.done(identifier);
  }

  private void judge(TestIdentifier identifier, Method method, TestExecutionResult result) {
    Throwable thrown = result.getThrowable().orElse(null);
    List<Exchange> exchanges = recorder.takeFor(identifier.getUniqueId());
    Optional<Exchange> held = exchanges.stream().filter(Exchange::endedByTheKit).findFirst();
    if (held.isPresent()) {
      String reason = "not judged: a request it needed was " + held.get().transportError();
      add(identifier, method, Outcome.NOT_VERIFIED, reason, null, records(exchanges));
      return;
    }
    Optional<Exchange> slowedDown = slowedDown(thrown, exchanges);
    if (result.getStatus() == TestExecutionResult.Status.FAILED && slowedDown.isPresent()) {
      String reason =
          "not judged: the server asked the client to slow down and still did after the kit's"
              + " retries ("
              + slowedDown.get().summary()
              + ")";
      add(identifier, method, Outcome.NOT_VERIFIED, reason, null, records(exchanges));
      return;
    }
    switch (result.getStatus()) {
      case SUCCESSFUL -> add(identifier, method, Outcome.PASS, null, null, records(exchanges));
      case ABORTED -> {
        boolean stepFailed = thrown instanceof PreconditionFailed;
        Outcome outcome = stepFailed ? Outcome.NOT_VERIFIED : Outcome.NOT_APPLICABLE;
        CheckResult added =
            add(identifier, method, outcome, messageOf(thrown), null, records(exchanges));
        // a capability that looked absent because the server failed may be there when run alone
        if (stepFailed || exchanges.stream().anyMatch(Exchange::serverError)) {
          worthConfirming(identifier, added, decisiveOf(exchanges, List.of()));
        }
      }
      case FAILED -> {
        if (thrown instanceof RequirementViolation violation) {
          violated(identifier, method, violation, exchanges);
        } else {
          String reason = "the kit broke (not the server's fault): " + describe(thrown);
          Set<Exchange> decisive = decisiveOf(exchanges, List.of());
          CheckResult added =
              add(identifier, method, Outcome.ERROR, reason, null, evidenceOf(exchanges, decisive));
          worthConfirming(identifier, added, decisive);
        }
      }
    }
  }

  /**
   * A 429 the check failed with (its own exchanges or its violation's evidence): no evidence about
   * the requirement, only that the server would not answer then.
   */
  private static Optional<Exchange> slowedDown(Throwable thrown, List<Exchange> exchanges) {
    List<Exchange> evidence =
        thrown instanceof RequirementViolation violation ? violation.evidence() : List.of();
    return Stream.concat(exchanges.stream(), evidence.stream())
        .filter(exchange -> exchange.hasStatus(429))
        .findFirst();
  }

  private void worthConfirming(
      TestIdentifier identifier, CheckResult result, Set<Exchange> decisive) {
    if (result != null) {
      List<Exchange> kept = decisive.stream().map(Exchange::forAudit).toList();
      confirmable.add(new Confirmable(identifier.getUniqueId(), result, kept));
    }
  }

  /** Only a {@link RequirementViolation} is the server's fault; any other throwable is ERROR. */
  private void violated(
      TestIdentifier identifier,
      Method method,
      RequirementViolation violation,
      List<Exchange> exchanges) {
    Optional<Requirement> requirement = requirementOf(method);
    if (requirement.isEmpty()) {
      add(
          identifier,
          method,
          Outcome.ERROR,
          "check names no known requirement",
          null,
          records(exchanges));
      return;
    }
    String id = requirement.get().id();
    List<Exchange> proof = violation.evidence();
    Failure failure =
        new Failure(
            id + ": expected " + violation.expected() + ", got " + violation.actual(),
            violation.expected(),
            violation.actual(),
            violation.hint(),
            violation.explainedBy());
    Outcome outcome = Outcome.ofViolation(requirement.get());
    Set<Exchange> decisive = decisiveOf(exchanges, proof);
    CheckResult added =
        add(identifier, method, outcome, null, failure, evidenceOf(exchanges, decisive));
    worthConfirming(identifier, added, decisive);
  }

  /**
   * The answers a verdict rests on: the violation's evidence, or else the last answer the check got
   * (a plain assertion judges what came back last).
   */
  private static Set<Exchange> decisiveOf(List<Exchange> made, List<Exchange> evidence) {
    if (!evidence.isEmpty()) {
      Set<Exchange> decisive = sends();
      decisive.addAll(evidence);
      return decisive;
    }
    return made.isEmpty() ? Set.of() : Set.of(made.get(made.size() - 1));
  }

  /**
   * A set of exchanges as sends, not values: a keyed retry answered exactly as the first request is
   * a second send, shown as such, however alike the two look (and however long each took).
   */
  private static Set<Exchange> sends() {
    return Collections.newSetFromMap(new IdentityHashMap<>());
  }

  /**
   * A broken or violated check's evidence in the order the run sent it (an audit's: by the checks
   * that sent it, {@link dev.catalogkit.http.ExchangeRecorder#inCheckOrder}): the run's set-up when
   * the check worked inside the run's namespace, the decisive exchanges (some were made outside the
   * check, e.g. by discovery) and the check's own, each marked with its role.
   */
  private List<ExchangeRecord> evidenceOf(List<Exchange> made, Set<Exchange> decisive) {
    List<Exchange> setup = runSetup == null ? List.of() : runSetup;
    boolean insideTheRun =
        runId != null
            && Stream.concat(made.stream(), decisive.stream())
                .anyMatch(exchange -> exchange.url().contains(runId));
    Set<Exchange> seen = sends();
    List<Exchange> shown =
        Stream.of(insideTheRun ? setup : List.<Exchange>of(), decisive, made)
            .flatMap(Collection::stream)
            .filter(seen::add)
            .toList();
    return recorder.inCheckOrder(shown).stream()
        .map(
            exchange ->
                evidence
                    .record(exchange)
                    .withRole(
                        decisive.contains(exchange)
                            ? ExchangeRecord.Role.DECISIVE
                            : setup.contains(exchange)
                                ? ExchangeRecord.Role.RUN_SETUP
                                : ExchangeRecord.Role.STEP))
        .toList();
  }

  private List<ExchangeRecord> records(List<Exchange> exchanges) {
    return exchanges.stream().map(evidence::record).toList();
  }

  /** Adds a check's result, unless it is not reported (then null); prints its progress line. */
  private CheckResult add(
      TestIdentifier identifier,
      Method method,
      Outcome outcome,
      String reason,
      Failure failure,
      List<ExchangeRecord> records) {
    Optional<Requirement> requirement = requirementOf(method);
    String requirementId = requirement.map(Requirement::id).orElse(null);
    String area = requirement.map(Requirement::area).orElse("unknown");
    if (requirement.isPresent() && !selected.test(requirementId, area)) {
      return null;
    }
    CheckResult result =
        new CheckResult(
            checkId(identifier, method),
            checkName(identifier, requirement),
            area,
            requirementId,
            outcome,
            evidence.text(reason),
            redacted(failure),
            records,
            elapsedMillis(identifier));
    results.add(result);
    String line = String.format("%-14s %s", outcome, result.name());
    if (failure != null || outcome == Outcome.ERROR) {
      String why = failure != null ? failure.message() : reason;
      line += "\n" + " ".repeat(15) + "why: " + String.valueOf(why).replaceAll("\\s+", " ");
    }
    progress.line(identifier, line);
    return result;
  }

  /** A failure as reports may show it: a server may reflect a credential into its answers. */
  private Failure redacted(Failure failure) {
    return failure == null
        ? null
        : new Failure(
            evidence.text(failure.message()),
            evidence.text(failure.expected()),
            evidence.text(failure.actual()),
            evidence.text(failure.hint()),
            failure.explainedBy());
  }

  /**
   * Stable across runs: {@code Suite#method} plus the invocation index of a parameterised check.
   */
  static String checkId(TestIdentifier identifier, Method method) {
    String id = checkOf(method);
    UniqueId.Segment last = UniqueId.parse(identifier.getUniqueId()).getLastSegment();
    if (last.getType().endsWith("-invocation")) {
      id += "[" + last.getValue().replace("#", "") + "]";
    }
    return id;
  }

  /** {@code Suite#method}: the check's ID without the invocation of a parameterised check. */
  static String checkOf(Method method) {
    return method.getDeclaringClass().getSimpleName() + "#" + method.getName();
  }

  private String checkName(TestIdentifier identifier, Optional<Requirement> requirement) {
    String base = requirement.map(Requirement::displayName).orElse(identifier.getDisplayName());
    boolean invocation =
        UniqueId.parse(identifier.getUniqueId()).getLastSegment().getType().endsWith("-invocation");
    return invocation ? base + " \u00b7 " + identifier.getDisplayName() : base;
  }

  private long elapsedMillis(TestIdentifier identifier) {
    Long start = startedAt.remove(identifier.getUniqueId());
    return start == null ? 0 : (System.nanoTime() - start) / 1_000_000;
  }

  private static Optional<Method> methodOf(TestIdentifier identifier) {
    return identifier
        .getSource()
        .filter(MethodSource.class::isInstance)
        .map(source -> ((MethodSource) source).getJavaMethod());
  }

  private Optional<Requirement> requirementOf(Method method) {
    return requirementOf(catalogue, method);
  }

  static Optional<Requirement> requirementOf(RequirementCatalogue catalogue, Method method) {
    return Optional.ofNullable(method.getAnnotation(Verifies.class))
        .flatMap(verifies -> catalogue.find(verifies.value()));
  }

  private static String messageOf(Throwable thrown) {
    if (thrown == null) {
      return null;
    }
    return thrown instanceof TestAbortedException ? thrown.getMessage() : describe(thrown);
  }

  private static String describe(Throwable thrown) {
    if (thrown == null) {
      return "unknown";
    }
    StackTraceElement where = thrown.getStackTrace().length > 0 ? thrown.getStackTrace()[0] : null;
    return thrown.getClass().getName()
        + (thrown.getMessage() == null ? "" : ": " + thrown.getMessage())
        + (where == null ? "" : " at " + where);
  }
}
