package dev.catalogkit.engine;

import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.RunPolicy;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How one run is made: the protocol profile, the target, where reports go, which areas or
 * requirements to check (empty for all; areas are matched lower-case, IDs upper-case), whether
 * checks of unadvertised capabilities are forced, the profile's own settings ({@code
 * semantic-format}, {@code semantic-sample} for Paimon), and how the verdict becomes an exit code.
 */
public record RunOptions(
    ProtocolProfile profile,
    TargetConfig target,
    Path reportDir,
    Set<String> areas,
    Set<String> requirementIds,
    boolean forceUnadvertised,
    Map<String, String> settings,
    RunPolicy policy) {

  public RunOptions {
    areas = normalised(areas, name -> name.toLowerCase(Locale.ROOT));
    requirementIds = normalised(requirementIds, id -> id.toUpperCase(Locale.ROOT));
    settings = Map.copyOf(settings);
  }

  public static RunOptions of(TargetConfig target, Path reportDir) {
    return of(new IcebergProfile(), target, reportDir);
  }

  public static RunOptions of(ProtocolProfile profile, TargetConfig target, Path reportDir) {
    return new RunOptions(
        profile, target, reportDir, Set.of(), Set.of(), false, Map.of(), RunPolicy.DEFAULT);
  }

  /** The same run with only these requirements selected. */
  public RunOptions withRequirements(Set<String> ids) {
    return new RunOptions(
        profile, target, reportDir, areas, ids, forceUnadvertised, settings, policy);
  }

  public boolean filtered() {
    return !areas.isEmpty() || !requirementIds.isEmpty();
  }

  public boolean selects(String requirementId, String area) {
    return !filtered() || areas.contains(area) || requirementIds.contains(requirementId);
  }

  private static Set<String> normalised(
      Set<String> names, java.util.function.UnaryOperator<String> form) {
    return names.stream().map(form).collect(Collectors.toUnmodifiableSet());
  }
}
