package dev.catalogkit.explore;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.ExplorationPhase;
import dev.catalogkit.engine.ProfileSession;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.report.CheckResult;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Consumer;

/**
 * The exploration of a run ({@code --explore}, {@code explore}): the profile's explorer on the
 * run's client, in namespaces or databases named after the run (so its janitor deletes what a walk
 * could not), stopped by Ctrl-C and the run's time limit like the checks.
 */
public final class ExploringPhase implements ExplorationPhase {

  private final ExplorationProfile<?, ?> exploration;
  private final ExploreOptions options;

  /** What the exploration came to once it ran, for callers that want more than the report. */
  private volatile ExplorationResult result;

  private ExploringPhase(ExplorationProfile<?, ?> exploration, ExploreOptions options) {
    this.exploration = exploration;
    this.options = options;
  }

  /**
   * The exploration of a run of this profile; a profile without an explorer stops the run before
   * its first request (exit 2).
   */
  public static ExploringPhase of(ProtocolProfile profile, ExploreOptions options) {
    return new ExploringPhase(explorationOf(profile), options);
  }

  @Override
  public Explored explore(RunContext run, Consumer<String> progress) {
    progress.accept(
        "Exploring: seed "
            + options.seed()
            + ", up to "
            + options.maxSteps()
            + " steps or "
            + options.duration().toSeconds()
            + " s, "
            + options.walkers()
            + (options.walkers() == 1 ? " walker" : " walkers at once"));
    Explorer<?> explorer = explorerOn(exploration, run);
    long before = run.recorder().all().size();
    ExplorationResult result =
        new Exploration<>(
                explorer,
                options,
                () -> run.recorder().all().size() - before,
                () -> run.stop().reason())
            .run();
    this.result = result;
    Explored explored = ExplorationChecks.of(result, run.catalogue(), run.evidence());
    for (CheckResult finding : explored.findings()) {
      progress.accept(finding.outcome() + " " + finding.name());
      finding.failure().message().lines().forEach(line -> progress.accept("    " + line));
      progress.accept("    expected: " + finding.failure().expected());
      progress.accept("    got:      " + finding.failure().actual());
      if (finding.confirmation() != null) {
        progress.accept("    " + finding.confirmation().note());
      }
    }
    return explored;
  }

  /**
   * The exploration's result in full (every shrunk step, the time to each finding): the figures in
   * {@code docs/internal/explore.md} and the tests read it. Empty before the run explored.
   */
  public Optional<ExplorationResult> result() {
    return Optional.ofNullable(result);
  }

  /**
   * The explorer on the run's session. The explorer was found by its profile's id, and only that
   * profile opens sessions of the types it is declared for: the one cast of the exploration side,
   * held to the run's profile here.
   */
  @SuppressWarnings("unchecked")
  private static <C extends RestCatalogClient, S> Explorer<?> explorerOn(
      ExplorationProfile<C, S> exploration, RunContext run) {
    if (!exploration.profileId().equals(run.profile().id())) {
      throw new IllegalStateException(
          "the explorer of "
              + exploration.profileId()
              + " cannot explore a run of "
              + run.profile().id());
    }
    return exploration.explorer((ProfileSession<C, S>) run.session(), run.names());
  }

  private static ExplorationProfile<?, ?> explorationOf(ProtocolProfile profile) {
    return ServiceLoader.load(ExplorationProfile.class).stream()
        .map(ServiceLoader.Provider::get)
        .filter(candidate -> candidate.profileId().equals(profile.id()))
        .findFirst()
        .orElseThrow(() -> new RunAborted("profile " + profile.id() + " cannot be explored yet"));
  }
}
