package dev.catalogkit.protocols.paimon.explore;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.explore.ExplorationResult;
import dev.catalogkit.explore.ExplorationRuns;
import dev.catalogkit.explore.ExploreOptions;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.paimon.PaimonFault;
import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The figures of {@code docs/internal/explore-paimon.md}, measured on demand only (they take
 * minutes and depend on the machine): {@code mvn -pl suites test -Dtest=PaimonExplorationFigures
 * -Dexplore.figures=true [-Dexplore.seconds=60] [-Dexplore.seeds=20] [-Dexplore.steps=500]
 * [-Dexplore.faults=FAULT,FAULT]}. Prints one line per fault and the share found; asserts nothing.
 */
@EnabledIfSystemProperty(named = "explore.figures", matches = "true")
class PaimonExplorationFigures {

  private static final ProtocolProfile PAIMON = Profiles.load().named("paimon");

  @Test
  void noFindingAgainstTheReferenceOverManySeeds() {
    int seeds = Integer.getInteger("explore.seeds", 20);
    int steps = Integer.getInteger("explore.steps", 500);
    try (ReferenceCatalog reference = ReferenceCatalog.start(paimonReference())) {
      long walked = 0;
      long millis = 0;
      int findings = 0;
      int stopped = 0;
      for (long seed = 1; seed <= seeds; seed++) {
        ExplorationResult result = explore(reference.uri(), null, seed, steps, Duration.ofHours(1));
        walked += result.steps();
        millis += result.elapsedMillis();
        findings += result.finding().isPresent() ? 1 : 0;
        stopped += result.stopped().size();
        result.finding().ifPresent(found -> System.out.println("FINDING " + found));
      }
      System.out.printf(
          "reference: %d seeds x %d steps, %d findings, %d walks stopped, %.0f steps/s%n",
          seeds, steps, findings, stopped, walked * 1000.0 / millis);
    }
  }

  @Test
  void referenceFaultsFoundInABoundedTime() {
    Duration limit = Duration.ofSeconds(Integer.getInteger("explore.seconds", 60));
    String only = System.getProperty("explore.faults", "");
    List<PaimonFault> faults =
        Arrays.stream(PaimonFault.values())
            .filter(
                fault -> only.isEmpty() || Arrays.asList(only.split(",")).contains(fault.name()))
            .toList();
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(paimonReference().withCatalogPerFault(faults))) {
      int found = 0;
      int itsOwnRule = 0;
      for (PaimonFault fault : faults) {
        ExplorationResult result =
            explore(reference.uri(), fault.name(), 1, Integer.MAX_VALUE, limit);
        String rule = result.finding().map(f -> f.finding().requirementId()).orElse("-");
        found += result.finding().isPresent() ? 1 : 0;
        itsOwnRule += rule.equals(fault.breaks()) ? 1 : 0;
        System.out.printf(
            "%-52s breaks %-11s found %-11s after %6d steps, %6d ms, shrunk to %s%n",
            fault,
            fault.breaks(),
            rule,
            result.steps(),
            result.elapsedMillis(),
            result.finding().map(f -> f.steps().size() + " steps").orElse("-"));
      }
      System.out.printf(
          "faults: %d, a finding for %d, under the fault's own rule %d (%s each)%n",
          faults.size(), found, itsOwnRule, limit);
    }
  }

  private static ReferenceOptions paimonReference() {
    return ReferenceOptions.defaults().withProfile("paimon");
  }

  private static ExplorationResult explore(
      URI uri, String warehouse, long seed, int steps, Duration limit) {
    return ExplorationRuns.exploreWarehouse(
        PAIMON, uri, warehouse, ExploreOptions.of(seed, steps, limit));
  }
}
