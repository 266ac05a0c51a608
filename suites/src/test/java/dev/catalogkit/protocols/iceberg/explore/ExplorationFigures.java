package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.explore.ExplorationResult;
import dev.catalogkit.explore.ExplorationRuns;
import dev.catalogkit.explore.ExploreOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.Profile;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The figures of {@code docs/internal/explore.md}, measured on demand only (they take minutes and
 * depend on the machine): {@code mvn -pl suites test -Dtest=ExplorationFigures
 * -Dexplore.figures=true [-Dexplore.seconds=60] [-Dexplore.seeds=20]}. Prints one line per fault
 * and the share found; asserts nothing.
 */
@EnabledIfSystemProperty(named = "explore.figures", matches = "true")
class ExplorationFigures {

  private static final ProtocolProfile ICEBERG = Profiles.load().named("iceberg");

  @Test
  void noFindingAgainstTheReferenceOverManySeeds() {
    int seeds = Integer.getInteger("explore.seeds", 20);
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults())) {
      long steps = 0;
      long millis = 0;
      int findings = 0;
      for (long seed = 1; seed <= seeds; seed++) {
        ExplorationResult result = explore(reference.uri(), null, seed, 2000, Duration.ofHours(1));
        steps += result.steps();
        millis += result.elapsedMillis();
        findings += result.finding().isPresent() ? 1 : 0;
        result.finding().ifPresent(found -> System.out.println("FINDING " + found));
      }
      System.out.printf(
          "reference: %d seeds x 2000 steps, %d findings, %.0f steps/s%n",
          seeds, findings, steps * 1000.0 / millis);
    }
  }

  @Test
  void shareOfReferenceFaultsFoundInABoundedTime() {
    Duration limit = Duration.ofSeconds(Integer.getInteger("explore.seconds", 60));
    List<Fault> faults =
        Arrays.stream(Fault.values()).filter(fault -> fault.profile() == Profile.ICEBERG).toList();
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(ReferenceOptions.defaults().withCatalogPerFault(faults))) {
      int found = 0;
      int itsOwnRule = 0;
      for (Fault fault : faults) {
        ExplorationResult result =
            explore(reference.uri(), fault.name(), 1, Integer.MAX_VALUE, limit);
        String rule = result.finding().map(f -> f.finding().requirementId()).orElse("-");
        found += result.finding().isPresent() ? 1 : 0;
        itsOwnRule += rule.equals(fault.breaks()) ? 1 : 0;
        System.out.printf(
            "%-55s breaks %-11s found %-11s after %5d steps, shrunk to %s%n",
            fault,
            fault.breaks(),
            rule,
            result.steps(),
            result.finding().map(f -> f.steps().size() + " steps").orElse("-"));
      }
      System.out.printf(
          "faults: %d, a finding for %d, under the fault's own rule %d (%s each)%n",
          faults.size(), found, itsOwnRule, limit);
    }
  }

  private static ExplorationResult explore(
      URI uri, String warehouse, long seed, int steps, Duration limit) {
    TargetConfig target =
        new TargetConfig(
            uri,
            warehouse,
            null,
            null,
            Map.of(),
            TargetConfig.DEFAULT_TIMEOUT,
            TargetConfig.DEFAULT_MAX_BODY_BYTES);
    return ExplorationRuns.explore(ICEBERG, target, ExploreOptions.of(seed, steps, limit)).result();
  }
}
