package dev.catalogkit.engine;

import dev.catalogkit.http.TargetConfig;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/**
 * How one run is made: the protocol profile, the target, where reports go, which areas or
 * requirements to check (empty for all), whether checks of unadvertised capabilities are forced,
 * and the profile's own settings ({@code semantic-format}, {@code semantic-sample} for Paimon).
 */
public record RunOptions(
    ProtocolProfile profile,
    TargetConfig target,
    Path reportDir,
    Set<String> areas,
    Set<String> requirementIds,
    boolean forceUnadvertised,
    Map<String, String> settings) {

  public RunOptions {
    areas = Set.copyOf(areas);
    requirementIds = Set.copyOf(requirementIds);
    settings = Map.copyOf(settings);
  }

  public static RunOptions of(TargetConfig target, Path reportDir) {
    return of(new IcebergProfile(), target, reportDir);
  }

  public static RunOptions of(ProtocolProfile profile, TargetConfig target, Path reportDir) {
    return new RunOptions(profile, target, reportDir, Set.of(), Set.of(), false, Map.of());
  }

  public boolean selects(String requirementId, String area) {
    boolean noFilter = areas.isEmpty() && requirementIds.isEmpty();
    return noFilter || areas.contains(area) || requirementIds.contains(requirementId);
  }
}
