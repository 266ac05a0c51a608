package dev.catalogkit.engine;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.EvidenceWriter;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.http.Redactor;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Exploration;
import dev.catalogkit.report.RunHealth;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.spec.RequirementCatalogue;
import dev.catalogkit.spec.SpecDocument;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.engine.JupiterTestEngine;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.support.store.Namespace;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * One certification run: discover the server, make the run's namespace, run the profile's checks on
 * the JUnit Platform (Jupiter only) in three phases — the probes, the checks, the audits over every
 * exchange — clean up, and judge. Returns the results model; writing reports is the caller's
 * business.
 *
 * <p>Each run opens its own launcher session and hands its {@link RunContext} to the checks through
 * that session's store, so runs in one JVM (the kit's own tests, a vendor's build) are independent.
 * Checks of one phase run in parallel ({@link RunOptions#parallelism()}).
 */
public final class KitRunner {

  /** Checks that probe what the server offers beyond what it advertises; they run first. */
  public static final String PROBE_TAG = "probe";

  /** Checks that judge the whole run's exchanges; they run after the other checks. */
  public static final String AUDIT_TAG = "audit";

  /**
   * Checks that press the server with concurrent requests (the robustness rule's probe); they run
   * last, after the clean-up, so that a server they damage was judged first and left clean.
   */
  public static final String STRESS_TAG = "stress";

  private static final Predicate<Set<String>> STRESS_PHASE = tags -> tags.contains(STRESS_TAG);

  private final ConsoleSink sink = new ConsoleSink();
  private final Consumer<String> console;
  private final Consumer<String> progress;
  private final BiConsumer<String, Exchange> observer;

  /** The guard of the run in progress, for {@link #interrupt}; one run at a time per runner. */
  private volatile RunGuard active;

  public KitRunner(Consumer<String> console) {
    this(console, console);
  }

  /** A runner that prints its progress lines (one per check) apart from its other messages. */
  public KitRunner(Consumer<String> console, Consumer<String> progress) {
    this(console, progress, (checkId, exchange) -> {});
  }

  /**
   * A runner that also hands every exchange of its runs to the observer as it is recorded, with the
   * ID of the check that made it ({@link ExchangeRecorder#OUTSIDE_CHECKS}: the run's own, such as
   * discovery): the fault matrix compares what two runs learned before their checks.
   */
  public KitRunner(
      Consumer<String> console, Consumer<String> progress, BiConsumer<String, Exchange> observer) {
    this.console = sink.to(console);
    this.progress = sink.to(progress);
    this.observer = observer;
  }

  /**
   * A text with the last run's secrets redacted, for what the caller prints itself: the error line
   * (which the command line then filters and bounds as every console line).
   */
  public String redacted(String text) {
    return sink.redacted(text);
  }

  public RunReport run(RunOptions options) {
    Instant started = Instant.now();
    ProtocolProfile profile = options.profile();
    ExecutorService warmUp =
        Executors.newFixedThreadPool(2, task -> new Thread(task, "kit-warm-up"));
    try (LauncherSession session = LauncherFactory.openSession(jupiterOnly())) {
      // a cold JVM spends seconds reading the documents, finding the checks and loading the HTTP
      // stack; the first two go on beside the third, which discovery's first request pays for
      Future<SpecDocument> spec = warmUp.submit(profile::spec);
      Future<TestPlan> plan =
          warmUp.submit(
              () ->
                  session
                      .getLauncher()
                      .discover(
                          request(
                              options.parallelism(),
                              List.of(selectPackage(profile.checksPackage())))));
      RequirementCatalogue catalogue = profile.catalogue();
      Selection.check(options, catalogue);
      profile.validate(options.settings());
      return certify(options, started, catalogue, done(spec), session, plan);
    } finally {
      warmUp.shutdownNow();
    }
  }

  private RunReport certify(
      RunOptions options,
      Instant started,
      RequirementCatalogue catalogue,
      SpecDocument spec,
      LauncherSession session,
      Future<TestPlan> plan) {
    ProtocolProfile profile = options.profile();
    ExchangeRecorder recorder = new ExchangeRecorder(observer);
    try (HttpTransport transport = new HttpTransport(options.target())) {
      ProfileSession<?, ?> profileSession =
          profile.open(new RestCatalogClient.Wire(transport, spec, recorder, profile::errorTypeOf));
      Redactor known = Redactor.forTarget(options.target());
      sink.redactWith(known);
      Redactor redactor = profileSession.authenticate(known);
      sink.redactWith(redactor);
      EvidenceWriter evidence = new EvidenceWriter(redactor);
      profileSession.discoverServer();
      RunNames names = RunNames.fresh();
      profileSession.client().ledger().ownedBy(names.runId());
      try (RunGuard guard = new RunGuard(transport, profileSession.janitor(), options, console)) {
        active = guard;
        Checked outcome;
        // the robustness probe's reads are left out: how many it sends before a window breaks
        // depends on timing, and what it saw is the load record's
        List<Exchange> judging;
        try {
          makeRunContainer(options, profileSession, names, recorder);
          // this line ends the run's own set-up for the fault matrix (RunSteering in its tests)
          console.accept("Run " + names.runId() + " against " + redactor.url(options.target()));
          RunContext run =
              new RunContext(
                  profile,
                  profileSession,
                  names,
                  recorder,
                  evidence,
                  options.selection().forceUnadvertised(),
                  options.settings(),
                  guard.stop(),
                  new UnderLoad(options.limits()));
          TestPlan checks = done(plan);
          outcome = explored(options, run, runChecks(options, run, session, checks));
          guard.cleanUp();
          judging = recorder.inCheckOrder();
          if (guard.reopenAfterCleanUp()) {
            outcome = stressed(options, run, session, checks, outcome);
          }
        } finally {
          guard.cleanUp();
          active = null;
        }
        RunInfo info =
            new RunInfo(
                KitVersion.build(),
                catalogue.profile(),
                catalogue.spec(),
                new RunInfo.Documents(catalogue.sha256(), spec.resource(), spec.sha256()),
                redactor.url(options.target()),
                configurationOf(options, redactor),
                names.runId(),
                started.truncatedTo(ChronoUnit.SECONDS).toString(),
                Instant.now().toEpochMilli() - started.toEpochMilli(),
                names.numbered());
        RunHealth health =
            new RunHealth(
                ServerErrors.of(judging, profileSession.client()::isValid, evidence),
                outcome.isolation(),
                outcome.load());
        List<String> leftovers = guard.cleanUp().stream().map(evidence::text).toList();
        RunPolicy policy =
            guard.interrupted() ? options.policy().interruptedByCtrlC() : options.policy();
        return Verdicts.report(
            info,
            catalogue,
            outcome.checks(),
            leftovers,
            health,
            options,
            policy,
            outcome.matrix(),
            outcome.exploration());
      }
    }
  }

  /** The run's namespace or database; when the server refuses it, a hint at the likely cause. */
  private static void makeRunContainer(
      RunOptions options, ProfileSession<?, ?> session, RunNames names, ExchangeRecorder recorder) {
    try {
      session.makeRunContainer(names);
    } catch (RunAborted refused) {
      throw new RunAborted(
          refused.getMessage()
              + TargetDiagnosis.of(
                  options.target(), options.profile(), recorder.all(), recorder.firstConfig()));
    }
  }

  /**
   * How long a terminated run may still take to clean up: the janitor's limit and the end of the
   * last exchange under way; the shutdown hook's janitor gives up after it.
   */
  public static Duration cleanUpBound(RunOptions options) {
    return RunGuard.terminationBound(options);
  }

  /**
   * Stops the run in progress, as Ctrl-C does: no check starts any more, the ones running end as
   * NOT_VERIFIED, and the janitor and the reports still run. Does nothing when no run is going.
   */
  public void interrupt(String why) {
    RunGuard guard = active;
    if (guard != null) {
      guard.interrupt(why);
    }
  }

  /** The kit's checks are Jupiter tests; no other engine on the class path is asked. */
  private static LauncherConfig jupiterOnly() {
    return LauncherConfig.builder()
        .enableTestEngineAutoRegistration(false)
        .addTestEngines(new JupiterTestEngine())
        .build();
  }

  /** The result of a warm-up task; what it threw is thrown here, as it would have been inline. */
  private static <T> T done(Future<T> task) {
    try {
      return task.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new RunAborted("interrupted while starting");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException thrown) {
        throw thrown;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  /**
   * The checks' results (the exploration's findings among them), what the isolation phase did, the
   * operations the checks used, and what the exploration did (null: none).
   */
  private record Checked(
      List<CheckResult> checks,
      RunHealth.Isolation isolation,
      OperationMatrix matrix,
      Exploration exploration,
      ResultCollector collector,
      RunHealth.Load load) {

    Checked(
        List<CheckResult> checks,
        RunHealth.Isolation isolation,
        OperationMatrix matrix,
        ResultCollector collector,
        RunHealth.Load load) {
      this(checks, isolation, matrix, null, collector, load);
    }

    Checked withChecks(List<CheckResult> more, RunHealth.Load measured) {
      List<CheckResult> all = new ArrayList<>(checks);
      all.addAll(more);
      return new Checked(all, isolation, matrix, exploration, collector, measured);
    }
  }

  /** The checks' results and, when the run explores, its findings after them. */
  private Checked explored(RunOptions options, RunContext run, Checked checked) {
    ExplorationPhase phase = options.exploration();
    if (phase == null) {
      return checked;
    }
    ExplorationPhase.Explored explored = phase.explore(run, progress);
    List<CheckResult> checks = new ArrayList<>(checked.checks());
    checks.addAll(explored.findings());
    return new Checked(
        checks,
        checked.isolation(),
        checked.matrix(),
        explored.summary(),
        checked.collector(),
        checked.load());
  }

  /**
   * Discovers the profile's checks once, then runs them in four phases: the probes, one at a time
   * (the other checks rely on their findings, so no overlap may spoil them); the checks, in
   * parallel; those of them that did not pass, again alone ({@link IsolationPhase}); the audits.
   * The probes run whatever the filters say; the collector reports only the selected ones.
   */
  private Checked runChecks(
      RunOptions options, RunContext run, LauncherSession session, TestPlan plan) {
    if (options.selection().noChecks()) {
      return new Checked(
          List.of(),
          RunHealth.Isolation.NONE,
          OperationMatrix.of(run, plan),
          null,
          run.underLoad().load());
    }
    ResultCollector collector =
        new ResultCollector(
            run.catalogue(),
            run.recorder(),
            run.evidence(),
            progress,
            options::selects,
            run.names().runId(),
            run.stop());
    session
        .getStore()
        .put(Namespace.create(ConformanceExtension.NAMESPACE), ConformanceExtension.RUN_KEY, run);
    RequirementFilter selected = new RequirementFilter(options, run.catalogue());
    Predicate<Set<String>> probes = tags -> tags.contains(PROBE_TAG);
    Predicate<Set<String>> main =
        tags -> !tags.contains(PROBE_TAG) && !tags.contains(AUDIT_TAG) && !STRESS_PHASE.test(tags);
    Predicate<Set<String>> audits = tags -> tags.contains(AUDIT_TAG);
    collector.expectChecks(
        checksOf(plan, probes.or(main).or(audits).or(STRESS_PHASE), selected::includes).size());
    execute(session, 1, checksOf(plan, probes, c -> true), collector);
    execute(session, options.window(), checksOf(plan, main, selected::includes), collector);
    IsolationPhase.Result isolated = isolate(options, run, session, collector);
    execute(session, options.window(), checksOf(plan, audits, selected::includes), collector);
    List<CheckResult> checks =
        collector.results().stream()
            .map(result -> isolated.confirmed().getOrDefault(result, result))
            .toList();
    return new Checked(
        checks,
        isolated.summary(),
        OperationMatrix.of(run, plan),
        collector,
        run.underLoad().load());
  }

  /**
   * The stress phase, after the clean-up: the robustness audits, whose probe presses the server
   * with concurrent plain reads up to --parallel. Last, so that a server it damages was judged at
   * the load it takes and left with nothing of the run's.
   */
  private Checked stressed(
      RunOptions options, RunContext run, LauncherSession session, TestPlan plan, Checked checked) {
    ResultCollector collector = checked.collector();
    if (collector == null || run.stop().reason().isPresent()) {
      return checked;
    }
    int before = collector.results().size();
    RequirementFilter selected = new RequirementFilter(options, run.catalogue());
    execute(session, 1, checksOf(plan, STRESS_PHASE, selected::includes), collector);
    List<CheckResult> all = collector.results();
    return checked.withChecks(all.subList(before, all.size()), run.underLoad().load());
  }

  /**
   * Runs every check that did not pass once more with nothing else in flight, and tells the
   * robustness audits which fared worse under load than alone.
   */
  private IsolationPhase.Result isolate(
      RunOptions options, RunContext run, LauncherSession session, ResultCollector collector) {
    if (options.window() == 1) {
      // one request at a time: alone is how every check already ran, nothing can change
      return new IsolationPhase.Result(Map.of(), RunHealth.Isolation.NONE);
    }
    List<ResultCollector.Confirmable> candidates =
        collector.confirmable().stream().filter(KitRunner::metServerTrouble).toList();
    if (!candidates.isEmpty() && run.stop().reason().isEmpty()) {
      progress.accept(
          "Isolation: "
              + candidates.size()
              + " checks that did not pass run again, one at a time (bound "
              + IsolationPhase.bound()
              + ")");
    }
    IsolationPhase phase =
        new IsolationPhase(
            options.window(),
            run.stop(),
            uniqueId -> {
              ResultCollector alone = collector.alone(line -> {});
              execute(session, 1, List.of(selectUniqueId(uniqueId)), alone);
              return alone.results().stream()
                  .filter(result -> run.stop().reason().isEmpty())
                  .findFirst();
            },
            () -> run.session().control(run.names()),
            progress);
    IsolationPhase.Result result = phase.confirm(candidates);
    run.underLoad().record(phase.differences());
    return result;
  }

  /**
   * A check whose outcome the load may have changed: one of its answers was a 5xx or none came. A
   * check that failed its rule on answers the server gave calmly fails it alone too.
   */
  private static boolean metServerTrouble(ResultCollector.Confirmable candidate) {
    return candidate.result().exchanges().stream()
        .anyMatch(exchange -> exchange.status() == null || exchange.serverError());
  }

  /** The checks (methods) of the plan in one phase, as selectors of their unique IDs. */
  private static List<DiscoverySelector> checksOf(
      TestPlan plan, Predicate<Set<String>> phase, Predicate<TestIdentifier> keep) {
    return plan.getRoots().stream()
        .flatMap(root -> plan.getDescendants(root).stream())
        .filter(id -> id.getSource().map(RequirementFilter::isCheck).orElse(false))
        .filter(id -> phase.test(tagNames(id)))
        .filter(keep)
        .map(id -> (DiscoverySelector) selectUniqueId(id.getUniqueIdObject()))
        .toList();
  }

  private static Set<String> tagNames(TestIdentifier identifier) {
    return identifier.getTags().stream().map(TestTag::getName).collect(Collectors.toSet());
  }

  private static void execute(
      LauncherSession session,
      int checksAtOnce,
      List<? extends DiscoverySelector> checks,
      ResultCollector collector) {
    if (!checks.isEmpty()) {
      session.getLauncher().execute(request(checksAtOnce, checks), collector);
    }
  }

  private static LauncherDiscoveryRequest request(
      int checksAtOnce, List<? extends DiscoverySelector> selectors) {
    String parallelism = String.valueOf(checksAtOnce);
    return LauncherDiscoveryRequestBuilder.request()
        .selectors(selectors)
        .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "false")
        .configurationParameter(
            "junit.jupiter.execution.parallel.enabled", String.valueOf(checksAtOnce > 1))
        .configurationParameter("junit.jupiter.execution.parallel.mode.default", "concurrent")
        .configurationParameter(
            "junit.jupiter.execution.parallel.mode.classes.default", "concurrent")
        .configurationParameter("junit.jupiter.execution.parallel.config.strategy", "fixed")
        .configurationParameter(
            "junit.jupiter.execution.parallel.config.fixed.parallelism", parallelism)
        .configurationParameter(
            "junit.jupiter.execution.parallel.config.fixed.max-pool-size", parallelism)
        .build();
  }

  /** The run's settings for the report header, secrets redacted, in a fixed order. */
  private static Map<String, String> configurationOf(RunOptions options, Redactor redactor) {
    Map<String, String> configuration = new TreeMap<>();
    TargetConfig target = options.target();
    configuration.put("warehouse", String.valueOf(target.warehouse()));
    configuration.put(
        "authentication",
        target.credential() != null
            ? "client credential <redacted>"
            : target.token() != null ? "bearer token <redacted>" : "none");
    if (target.credential() != null) {
      configuration.put("oauth2-scope", String.valueOf(target.scope()));
      configuration.put("oauth2-server-uri", String.valueOf(target.oauth2ServerUri()));
    }
    redactor
        .headers(target.headers())
        .forEach((name, value) -> configuration.put("header " + name, value));
    configuration.put("timeout-seconds", String.valueOf(target.requestTimeout().toSeconds()));
    configuration.put("run-timeout-seconds", String.valueOf(options.runTimeout().toSeconds()));
    configuration.put("parallel", String.valueOf(options.parallelism()));
    CheckSelection selection = options.selection();
    configuration.put("areas", sortedOr("all", selection.areas()));
    configuration.put("requirements", sortedOr("all", selection.requirementIds()));
    configuration.put("exclude-areas", sortedOr("", selection.excludedAreas()));
    configuration.put("exclude-requirements", sortedOr("", selection.excludedRequirementIds()));
    configuration.put("fail-on", options.policy().failOn());
    configuration.put(
        "waivers",
        options.policy().waivers().stream()
            .map(waiver -> waiver.target())
            .sorted()
            .collect(Collectors.joining(",")));
    configuration.put("strict-waivers", String.valueOf(options.policy().strictWaivers()));
    configuration.put("force-unadvertised", String.valueOf(selection.forceUnadvertised()));
    configuration.put("accept-incomplete", String.valueOf(options.policy().acceptIncomplete()));
    configuration.put("profile", options.profile().id());
    options.settings().forEach(configuration::put);
    return configuration;
  }

  /** The names sorted and comma-separated, or {@code none} when there are none. */
  private static String sortedOr(String none, Set<String> names) {
    return names.isEmpty() ? none : String.join(",", new TreeSet<>(names));
  }
}
