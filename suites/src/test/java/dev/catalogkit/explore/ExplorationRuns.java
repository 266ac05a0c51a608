package dev.catalogkit.explore;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.CheckSelection;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.RunReport;
import java.net.URI;
import java.time.Duration;
import java.util.Map;

/**
 * Explorations as {@code explore} runs them (a run with no check, the exploration before the
 * clean-up), for the tests and the figures: the report, and the result in full.
 */
public final class ExplorationRuns {

  /** The run's report (leftovers, findings as checks) and what the exploration came to. */
  public record Explored(RunReport report, ExplorationResult result) {}

  private ExplorationRuns() {}

  /**
   * Explores a reference catalog started with these options for the run alone, with a step budget
   * only; what the run could not clean up is none of the reference's business, so it must be
   * nothing.
   */
  public static ExplorationResult exploreReference(
      String profile, ReferenceOptions reference, long seed, int steps) {
    try (ReferenceCatalog catalog = ReferenceCatalog.start(reference)) {
      Explored explored =
          explore(
              Profiles.load().named(profile),
              TargetConfig.of(catalog.uri()),
              ExploreOptions.of(seed, steps, Duration.ofHours(1)));
      assertThat(explored.report().leftovers()).as("left on the server").isEmpty();
      return explored.result();
    }
  }

  /** Explores the catalog of one warehouse (e.g. one fault's) of a server, as the figures do. */
  public static ExplorationResult exploreWarehouse(
      ProtocolProfile profile, URI server, String warehouse, ExploreOptions options) {
    TargetConfig target =
        new TargetConfig(
            server,
            warehouse,
            null,
            null,
            Map.of(),
            TargetConfig.DEFAULT_TIMEOUT,
            TargetConfig.DEFAULT_MAX_BODY_BYTES);
    return explore(profile, target, options).result();
  }

  public static Explored explore(
      ProtocolProfile profile, TargetConfig target, ExploreOptions options) {
    ExploringPhase phase = ExploringPhase.of(profile, options);
    RunReport report =
        new KitRunner(line -> {})
            .run(
                RunOptions.builder(profile, target)
                    .selection(CheckSelection.NONE)
                    .explore(phase)
                    .build());
    return new Explored(report, phase.result().orElseThrow());
  }
}
