package dev.catalogkit.explore;

import dev.catalogkit.engine.CheckSelection;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.RunReport;

/**
 * Explorations as {@code explore} runs them (a run with no check, the exploration before the
 * clean-up), for the tests and the figures: the report, and the result in full.
 */
public final class ExplorationRuns {

  /** The run's report (leftovers, findings as checks) and what the exploration came to. */
  public record Explored(RunReport report, ExplorationResult result) {}

  private ExplorationRuns() {}

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
