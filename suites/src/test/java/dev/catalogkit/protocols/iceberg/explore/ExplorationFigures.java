package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.explore.ExplorationResult;
import dev.catalogkit.explore.ExplorationRuns;
import dev.catalogkit.explore.ExploreOptions;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.iceberg.IcebergFault;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The figures of {@code docs/internal/explore.md}, measured on demand only (they take minutes and
 * depend on the machine): {@code mvn -pl suites test -Dtest=ExplorationFigures
 * -Dexplore.figures=true [-Dexplore.seconds=60] [-Dexplore.seeds=20]}. Prints one line per seed or
 * fault and the totals; asserts nothing.
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
        ExplorationResult result =
            explore(reference.uri(), null, seed, 2000, Duration.ofHours(1)).result();
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

  /** The sequence-only fault over seeds 1 to 8 (or {@code explore.seeds}), 2,000 steps each. */
  @Test
  void sequenceOnlyFaultOverSeeds() {
    int seeds = Integer.getInteger("explore.seeds", 8);
    IcebergFault fault = IcebergFault.RENAMED_VIEW_BACK_AT_FIRST_VERSION;
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(ReferenceOptions.defaults().withCatalogPerFault(List.of(fault)))) {
      int found = 0;
      for (long seed = 1; seed <= seeds; seed++) {
        Measured measured = explore(reference.uri(), fault.name(), seed, 2000, Duration.ofHours(1));
        found += measured.found() ? 1 : 0;
        System.out.printf("seed %d: %s%n", seed, measured.describe());
      }
      System.out.printf("%s: found with %d of %d seeds%n", fault, found, seeds);
    }
  }

  /**
   * Every Iceberg fault whose operations exploration walks, one at a time, seed 1, bounded by
   * {@code explore.seconds} (60 by default) only; the others are listed with the reason.
   */
  @Test
  void shareOfReferenceFaultsFoundInABoundedTime() {
    Duration limit = Duration.ofSeconds(Integer.getInteger("explore.seconds", 60));
    List<IcebergFault> faults = List.of(IcebergFault.values());
    List<IcebergFault> walked =
        faults.stream().filter(f -> UnwalkedFaults.reason(f).isEmpty()).toList();
    faults.stream()
        .filter(fault -> !walked.contains(fault))
        .forEach(
            fault ->
                System.out.printf(
                    "not walked %-50s %-11s %s%n",
                    fault, fault.breaks(), UnwalkedFaults.reason(fault).orElseThrow()));
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(ReferenceOptions.defaults().withCatalogPerFault(walked))) {
      List<Measured> found = new ArrayList<>();
      int itsOwnRule = 0;
      for (IcebergFault fault : walked) {
        Measured measured = explore(reference.uri(), fault.name(), 1, Integer.MAX_VALUE, limit);
        String rule = measured.rule();
        if (measured.found()) {
          found.add(measured);
        }
        itsOwnRule += rule.equals(fault.breaks()) ? 1 : 0;
        System.out.printf(
            "%-50s breaks %-11s found %-11s %-9s %s%n",
            fault,
            fault.breaks(),
            rule,
            rule.equals(fault.breaks()) ? "(its own)" : "",
            measured.describe());
      }
      System.out.printf(
          "faults: %d, not walked %d, walked %d, a finding for %d (its own rule %d) within %s;"
              + " mean shrunk length %.2f steps, mean time to the first finding %.1f s%n",
          faults.size(),
          faults.size() - walked.size(),
          walked.size(),
          found.size(),
          itsOwnRule,
          limit,
          found.stream().mapToInt(Measured::shrunkLength).average().orElse(0),
          found.stream().mapToLong(Measured::millisToFinding).average().orElse(0) / 1000);
    }
  }

  /** An exploration, and when it found its first finding (shrinking and confirming come after). */
  private record Measured(ExplorationResult result) {
    long millisToFinding() {
      return result.finding().orElseThrow().foundAfterMillis();
    }

    boolean found() {
      return result.finding().isPresent();
    }

    String rule() {
      return result.finding().map(found -> found.finding().requirementId()).orElse("-");
    }

    int shrunkLength() {
      return result.finding().orElseThrow().steps().size();
    }

    String describe() {
      return found()
          ? String.format(
              "after %.1f s; shrunk to %d steps", millisToFinding() / 1000.0, shrunkLength())
          : String.format(
              "nothing in %d steps, %.1f s", result.steps(), result.elapsedMillis() / 1000.0);
    }
  }

  private static Measured explore(URI uri, String warehouse, long seed, int steps, Duration limit) {
    return new Measured(
        ExplorationRuns.exploreWarehouse(
            ICEBERG, uri, warehouse, ExploreOptions.of(seed, steps, limit)));
  }
}
