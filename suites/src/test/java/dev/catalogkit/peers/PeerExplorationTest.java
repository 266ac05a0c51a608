package dev.catalogkit.peers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.explore.ExplorationRuns;
import dev.catalogkit.explore.ExploreOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.peers.IcebergRestFixture.Version;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.tiers.PeerTier;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Exploration against the real peers as a user starts them (Apache Iceberg's REST fixtures, Apache
 * Paimon's REST test server): with a fixed seed and step budget it walks the same sequences every
 * time, and its findings equal the committed, hand-checked ones ({@code peers/*.explored.tsv}, the
 * curl checks in {@code docs/conformance/exploration.md}). Bounded by steps; the hour is never
 * reached.
 */
@PeerTier
class PeerExplorationTest {

  private static final int STEPS = 400;

  /**
   * 1.10.1 is 1.10.0's patch release: its verdicts are certified, its walks would repeat 1.10.0's.
   */
  @ParameterizedTest
  @EnumSource(
      value = Version.class,
      names = {"V1_10_0", "V1_11_0"})
  void anIcebergFixtureGivesExactlyTheHandCheckedFindings(Version version) throws Exception {
    ExplorationRuns.Explored explored;
    try (IcebergRestFixture fixture = IcebergRestFixture.start(version, Map.of())) {
      explored = explore("iceberg", TargetConfig.of(fixture.uri()));
    }
    assertFindings(explored, "iceberg-rest-fixture-" + version.number());
  }

  @Test
  void thePaimonServerGivesExactlyTheHandCheckedFindings() throws Exception {
    ExplorationRuns.Explored explored;
    try (PaimonRestServer server = PaimonRestServer.start()) {
      explored = explore("paimon", server.target());
    }
    assertFindings(explored, "paimon-rest-server-1.4.2");
  }

  private static ExplorationRuns.Explored explore(String profile, TargetConfig target) {
    return ExplorationRuns.explore(
        Profiles.load().named(profile), target, ExploreOptions.of(1, STEPS, Duration.ofHours(1)));
  }

  private static void assertFindings(ExplorationRuns.Explored explored, String peer)
      throws Exception {
    Map<String, Outcome> found = new TreeMap<>();
    explored
        .report()
        .explorationFindings()
        .forEach(finding -> found.put(finding.requirementId(), finding.outcome()));
    assertThat(found)
        .as(
            explored.report().explorationFindings().stream()
                .map(PeerExplorationTest::shown)
                .collect(Collectors.joining("\n")))
        .isEqualTo(ExpectedVerdicts.load("/peers/" + peer + ".explored.tsv"));
  }

  private static String shown(CheckResult finding) {
    return finding.requirementId()
        + " "
        + finding.outcome()
        + ": "
        + finding.failure().message()
        + "\n  expected "
        + finding.failure().expected()
        + "\n  got "
        + finding.failure().actual();
  }
}
