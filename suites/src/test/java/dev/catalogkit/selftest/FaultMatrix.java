package dev.catalogkit.selftest;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceProfile;
import dev.catalogkit.reference.ReferenceProfiles;
import dev.catalogkit.report.RunReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Every fault's run, fast: one reference server per profile with a reference ({@link
 * ReferenceProfiles}) serves a catalog per fault (picked by warehouse, named after the fault), and
 * the runs go in parallel, each a whole kit run with its own reports directory.
 */
final class FaultMatrix implements AutoCloseable {

  /** Concurrent kit runs; each run is itself parallel, so a few saturate two cores. */
  private static final int CONCURRENT_RUNS = 4;

  private static final Path REPORTS = Path.of("target", "self-test-reports", "faults");

  private final List<ReferenceCatalog> servers = new ArrayList<>();
  private final Map<Fault, Future<RunReport>> runs = new HashMap<>();
  private final ExecutorService pool = Executors.newFixedThreadPool(CONCURRENT_RUNS);

  /** Starts the servers and every fault's run; {@link #report} waits for one. */
  static FaultMatrix start() {
    FaultMatrix matrix = new FaultMatrix();
    Profiles profiles = Profiles.load();
    for (ReferenceProfile profile : ReferenceProfiles.all()) {
      List<? extends Fault> faults = profile.faults();
      ReferenceCatalog server =
          ReferenceCatalog.start(
              SelfTestRuns.tokenRequired(profile.id()).withCatalogPerFault(faults));
      matrix.servers.add(server);
      faults.forEach(
          fault ->
              matrix.runs.put(
                  fault,
                  matrix.pool.submit(
                      () ->
                          SelfTestRuns.against(
                              profiles.named(profile.id()),
                              server.uri(),
                              fault.name(),
                              REPORTS.resolve(fault.name())))));
    }
    return matrix;
  }

  RunReport report(Fault fault) throws Exception {
    return runs.get(fault).get();
  }

  @Override
  public void close() {
    pool.shutdownNow();
    servers.forEach(ReferenceCatalog::close);
  }
}
