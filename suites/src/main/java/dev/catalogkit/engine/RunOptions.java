package dev.catalogkit.engine;

import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.RunPolicy;
import java.nio.file.Path;
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
 * once, and whether Allure results are written.
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
    boolean allure) {

  /** Checks at once by default: round trips to a remote catalog overlap instead of adding up. */
  public static final int DEFAULT_PARALLELISM = 8;

  public RunOptions {
    areas = normalised(areas, name -> name.toLowerCase(Locale.ROOT));
    requirementIds = normalised(requirementIds, id -> id.toUpperCase(Locale.ROOT));
    excludedAreas = normalised(excludedAreas, name -> name.toLowerCase(Locale.ROOT));
    excludedRequirementIds = normalised(excludedRequirementIds, id -> id.toUpperCase(Locale.ROOT));
    settings = Map.copyOf(settings);
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
        false);
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
        allure);
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
