package dev.catalogkit.engine;

import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.RunPolicy;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * How one run is made: the protocol profile, the target, where reports go, which areas or
 * requirements to check (empty for all) and which to leave out (areas are matched lower-case, IDs
 * upper-case), whether checks of unadvertised capabilities are forced, the profile's own settings
 * ({@code semantic-format}, ...), how the verdict becomes an exit code, how many checks run at
 * once, whether Allure results are written, and how long the whole run may take before it stops.
 */
public record RunOptions(
    ProtocolProfile profile,
    TargetConfig target,
    Path reportDir,
    Set<String> areas,
    Set<String> requirementIds,
    Set<String> excludedAreas,
    Set<String> excludedRequirementIds,
    boolean forceUnadvertised,
    Map<String, String> settings,
    RunPolicy policy,
    int parallelism,
    boolean allure,
    Duration runTimeout) {

  /** Checks at once by default: round trips to a remote catalog overlap instead of adding up. */
  public static final int DEFAULT_PARALLELISM = 8;

  /**
   * A run against a healthy remote catalog takes seconds to a few minutes; past this the server is
   * stalling it, and the run stops with what it has judged.
   */
  public static final Duration DEFAULT_RUN_TIMEOUT = Duration.ofMinutes(15);

  public RunOptions {
    areas = normalised(areas, name -> name.toLowerCase(Locale.ROOT));
    requirementIds = normalised(requirementIds, id -> id.toUpperCase(Locale.ROOT));
    excludedAreas = normalised(excludedAreas, name -> name.toLowerCase(Locale.ROOT));
    excludedRequirementIds = normalised(excludedRequirementIds, id -> id.toUpperCase(Locale.ROOT));
    settings = Map.copyOf(settings);
    if (runTimeout.isNegative() || runTimeout.isZero()) {
      throw new IllegalArgumentException("the run timeout must be positive, got " + runTimeout);
    }
    if (parallelism < 1) {
      throw new IllegalArgumentException("parallelism must be at least 1, got " + parallelism);
    }
  }

  public static RunOptions of(ProtocolProfile profile, TargetConfig target, Path reportDir) {
    return new RunOptions(
        profile,
        target,
        reportDir,
        Set.of(),
        Set.of(),
        Set.of(),
        Set.of(),
        false,
        Map.of(),
        RunPolicy.DEFAULT,
        DEFAULT_PARALLELISM,
        false,
        DEFAULT_RUN_TIMEOUT);
  }

  /** The same run with this many checks at once. */
  public RunOptions withParallelism(int checksAtOnce) {
    return new RunOptions(
        profile,
        target,
        reportDir,
        areas,
        requirementIds,
        excludedAreas,
        excludedRequirementIds,
        forceUnadvertised,
        settings,
        policy,
        checksAtOnce,
        allure,
        runTimeout);
  }

  /** The same run with this time limit. */
  public RunOptions withRunTimeout(Duration limit) {
    return new RunOptions(
        profile,
        target,
        reportDir,
        areas,
        requirementIds,
        excludedAreas,
        excludedRequirementIds,
        forceUnadvertised,
        settings,
        policy,
        parallelism,
        allure,
        limit);
  }

  /** Whether the user named areas or requirements to run (exclusions aside). */
  public boolean filtered() {
    return !areas.isEmpty() || !requirementIds.isEmpty();
  }

  /** Selected by the include filters (none: all) and not excluded by area or ID. */
  public boolean selects(String requirementId, String area) {
    boolean included =
        !filtered() || areas.contains(area) || requirementIds.contains(requirementId);
    return included
        && !excludedAreas.contains(area)
        && !excludedRequirementIds.contains(requirementId);
  }

  private static Set<String> normalised(Set<String> names, UnaryOperator<String> form) {
    return names.stream().map(form).collect(Collectors.toUnmodifiableSet());
  }
}
