package dev.catalogkit.selftest;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.properties.HasAnnotations;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.catalogkit.engine.CheckSelection;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.ReachTrace;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceProfile;
import dev.catalogkit.reference.ReferenceProfiles;
import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;

/**
 * Every fault's run, fast: per profile with a reference ({@link ReferenceProfiles}), one run
 * without faults that traces what its requests reach ({@link FaultImpact}), and one server serving
 * a catalog per fault (picked by warehouse, named after the fault) against which each fault's run
 * selects only the checks that can meet it. The same server's catalog without faults answers one
 * more run, of the probes only, whose steering ({@link RunSteering}) a fault's run that reached the
 * run's own requests must match. The runs go in parallel.
 *
 * <p>With {@code -Dcatalogkit.fault-matrix=every-check} every fault's run runs every check, as a
 * user's would: the slow way to confirm that the selection leaves out no failure.
 */
final class FaultMatrix implements AutoCloseable {

  /** Concurrent kit runs; each run is itself parallel, so a few saturate two cores. */
  private static final int CONCURRENT_RUNS = 4;

  private static final Path SELECTIONS = Path.of("target", "fault-matrix", "selections.tsv");

  /** The warehouse of the matrix server's catalog without faults. */
  private static final String WITHOUT_FAULTS = "WITHOUT_FAULTS";

  /** How much of the first answer that differed {@link #SELECTIONS} shows. */
  private static final int DIFFERENCE_CHARS = 400;

  private static final boolean EVERY_CHECK =
      "every-check".equals(System.getProperty("catalogkit.fault-matrix"));

  private final List<ReferenceCatalog> servers = new ArrayList<>();
  private final Map<String, CompletableFuture<RunReport>> cleanRuns = new HashMap<>();
  private final Map<Fault, CompletableFuture<RunReport>> runs = new HashMap<>();
  private final Map<Fault, String> selections =
      new ConcurrentSkipListMap<>(Fault.IN_DECLARATION_ORDER);
  private final Map<Fault, Long> requests = new ConcurrentHashMap<>();
  private final ExecutorService pool = Executors.newFixedThreadPool(CONCURRENT_RUNS);

  /** Whether fault runs select the checks that can meet them (not asked to run every check). */
  static boolean selects() {
    return !EVERY_CHECK;
  }

  /** Starts the servers and every run; {@link #report} and {@link #clean} wait for one. */
  static FaultMatrix start() {
    FaultMatrix matrix = new FaultMatrix();
    Profiles profiles = Profiles.load();
    for (ReferenceProfile reference : ReferenceProfiles.all()) {
      matrix.startProfile(reference, profiles.named(reference.id()));
    }
    return matrix;
  }

  private void startProfile(ReferenceProfile reference, ProtocolProfile checks) {
    List<? extends Fault> faults = reference.faults();
    Map<String, Set<Fault>> catalogs = new LinkedHashMap<>();
    faults.forEach(fault -> catalogs.put(fault.name(), Set.of(fault)));
    catalogs.put(WITHOUT_FAULTS, Set.of());
    ReferenceCatalog server =
        ReferenceCatalog.start(SelfTestRuns.tokenRequired(reference.id()).withCatalogs(catalogs));
    servers.add(server);
    CompletableFuture<TracedRun> clean =
        CompletableFuture.supplyAsync(() -> TracedRun.of(checks), pool);
    cleanRuns.put(reference.id(), clean.thenApply(TracedRun::report));
    CompletableFuture<RunSteering> unfaulted =
        clean.thenApplyAsync(traced -> steering(checks, server, traced.impact().probes()), pool);
    for (Fault fault : faults) {
      runs.put(
          fault,
          unfaulted.thenApplyAsync(
              steering -> run(checks, server, fault, clean.join().impact(), steering), pool));
    }
  }

  /** The steering of a run of the probes alone in the server's catalog without faults. */
  private static RunSteering steering(
      ProtocolProfile checks, ReferenceCatalog server, Set<String> probes) {
    RunSteering.Watch watch = new RunSteering.Watch();
    RunReport report =
        SelfTestRuns.against(
            checks, server.uri(), WITHOUT_FAULTS, CheckSelection.requirements(probes), watch);
    return watch.of(report, probes, WITHOUT_FAULTS);
  }

  /**
   * The fault's run of the checks that can meet it; again with every check when its own requests or
   * its probes were answered otherwise than without the fault ({@link RunSteering}), or when it
   * learned otherwise than the clean run ({@link FaultImpact#learnedOtherwise}).
   */
  private RunReport run(
      ProtocolProfile checks,
      ReferenceCatalog server,
      Fault fault,
      FaultImpact impact,
      RunSteering unfaulted) {
    Optional<CheckSelection> selection =
        EVERY_CHECK ? Optional.empty() : impact.selectionFor(fault);
    if (selection.isPresent()) {
      RunSteering.Watch watch = new RunSteering.Watch();
      RunReport report =
          SelfTestRuns.against(checks, server.uri(), fault.name(), selection.get(), watch);
      requests.merge(fault, watch.exchanges(), Long::sum);
      Optional<String> steeredOtherwise =
          impact.reachesTheRunsOwnRequests(fault)
              ? unfaulted.firstDifference(watch.of(report, impact.probes(), fault.name()))
              : Optional.empty();
      if (steeredOtherwise.isEmpty() && !impact.learnedOtherwise(report)) {
        selections.put(fault, String.join(",", selection.get().requirementIds()));
        return report;
      }
      selections.put(
          fault,
          "every check: "
              + steeredOtherwise
                  .map(
                      difference ->
                          "the run's own requests were answered otherwise, " + cut(difference))
                  .orElse("the run learned otherwise than without the fault"));
    } else {
      selections.put(
          fault, "every check: " + (EVERY_CHECK ? "asked for" : impact.whyEveryCheck(fault)));
    }
    RunSteering.Watch watch = new RunSteering.Watch();
    RunReport report =
        SelfTestRuns.against(checks, server.uri(), fault.name(), CheckSelection.ALL, watch);
    requests.merge(fault, watch.exchanges(), Long::sum);
    return report;
  }

  private static String cut(String text) {
    String line = text.replaceAll("\\s+", " ");
    return line.length() <= DIFFERENCE_CHARS ? line : line.substring(0, DIFFERENCE_CHARS) + " ...";
  }

  /** The run against the fault's catalog. */
  RunReport report(Fault fault) throws Exception {
    return runs.get(fault).get();
  }

  /**
   * What the fault's run selected, as {@link #SELECTIONS} writes it: the requirement IDs, or "every
   * check: " and why.
   */
  String selection(Fault fault) throws Exception {
    report(fault);
    return selections.get(fault);
  }

  /** The run of every check against the profile's reference without faults. */
  RunReport clean(String profile) throws Exception {
    return cleanRuns.get(profile).get();
  }

  /**
   * Stops the runs and servers, and writes what each fault's run selected to {@link #SELECTIONS}
   * (fault, the requests its runs sent, the number of requirements selected or "every", their IDs
   * or why every check ran), for a reader who wants to know how much the matrix ran.
   */
  @Override
  public void close() {
    pool.shutdownNow();
    servers.forEach(ReferenceCatalog::close);
    StringBuilder table = new StringBuilder("fault\trequests\trequirements\tselected\n");
    selections.forEach(
        (fault, selected) ->
            table
                .append(fault.profile() + "/" + fault.name())
                .append('\t')
                .append(requests.getOrDefault(fault, 0L))
                .append('\t')
                .append(selected.startsWith("every check") ? "every" : selected.split(",").length)
                .append('\t')
                .append(selected)
                .append('\n'));
    try {
      Files.createDirectories(SELECTIONS.getParent());
      Files.writeString(SELECTIONS, table);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A run against a reference without faults, and which checks each fault can meet there. */
  record TracedRun(RunReport report, FaultImpact impact) {

    static TracedRun of(ProtocolProfile checks) {
      ReachTrace setup = reachOf(checks, CheckSelection.NONE);
      JavaClasses suites = new ClassFileImporter().importPackages(checks.checksPackage());
      Set<String> stress = taggedRequirements(suites, KitRunner.STRESS_TAG);
      ReachTrace stressed = reachOf(checks, CheckSelection.requirements(stress));
      try (ReferenceCatalog reference = traced(checks)) {
        RunReport report = SelfTestRuns.against(checks, reference.uri(), null, CheckSelection.ALL);
        return new TracedRun(
            report,
            FaultImpact.of(
                setup,
                report,
                reference.reachTrace(),
                taggedRequirements(suites, KitRunner.PROBE_TAG),
                new FaultImpact.Stress(stress, FaultImpact.beyond(setup, stressed))));
      }
    }

    /** What the requests of a run of these checks reached, in a reference of its own. */
    private static ReachTrace reachOf(ProtocolProfile checks, CheckSelection selection) {
      try (ReferenceCatalog reference = traced(checks)) {
        SelfTestRuns.against(checks, reference.uri(), null, selection);
        return reference.reachTrace();
      }
    }

    private static ReferenceCatalog traced(ProtocolProfile checks) {
      return ReferenceCatalog.startTracingReach(SelfTestRuns.tokenRequired(checks.id()));
    }

    /**
     * The requirements of the checks in these suites tagged so, on the method ({@link
     * KitRunner#PROBE_TAG}) or on its class ({@link KitRunner#STRESS_TAG}).
     */
    private static Set<String> taggedRequirements(JavaClasses suites, String tag) {
      return suites.stream()
          .flatMap(type -> type.getMethods().stream())
          .filter(method -> method.isAnnotatedWith(Verifies.class))
          .filter(method -> tagged(method, tag) || tagged(method.getOwner(), tag))
          .map(method -> method.getAnnotationOfType(Verifies.class).value())
          .collect(Collectors.toSet());
    }

    private static boolean tagged(HasAnnotations<?> element, String tag) {
      return element
          .tryGetAnnotationOfType(Tag.class)
          .map(found -> found.value().equals(tag))
          .orElse(false);
    }
  }
}
