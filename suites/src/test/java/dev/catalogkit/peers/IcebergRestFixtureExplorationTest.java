package dev.catalogkit.peers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.Profiles;
import dev.catalogkit.explore.ExplorationRuns;
import dev.catalogkit.explore.ExploreOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.peers.IcebergRestFixture.Version;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Exploration against Apache Iceberg's REST fixtures as a user starts them: with a fixed seed and
 * step budget it walks the same sequences every time, and its findings equal the committed,
 * hand-checked ones ({@code peers/iceberg-rest-fixture-*.explored.tsv}, the curl checks in {@code
 * docs/conformance/exploration.md}). Bounded by steps; the hour is never reached.
 */
class IcebergRestFixtureExplorationTest {

  private static final int STEPS = 400;

  @ParameterizedTest
  @EnumSource(Version.class)
  void seedOneFindsExactlyTheHandCheckedFindings(Version version) throws Exception {
    ExplorationRuns.Explored explored;
    try (IcebergRestFixture fixture = IcebergRestFixture.start(version, Map.of())) {
      explored =
          ExplorationRuns.explore(
              Profiles.load().named("iceberg"),
              TargetConfig.of(fixture.uri()),
              ExploreOptions.of(1, STEPS, Duration.ofHours(1)));
    }
    Map<String, Outcome> found = new TreeMap<>();
    explored
        .report()
        .explorationFindings()
        .forEach(finding -> found.put(finding.requirementId(), finding.outcome()));
    assertThat(found)
        .as(
            explored.report().explorationFindings().stream()
                .map(IcebergRestFixtureExplorationTest::shown)
                .collect(Collectors.joining("\n")))
        .isEqualTo(
            ExpectedVerdicts.load(
                "/peers/iceberg-rest-fixture-" + version.number() + ".explored.tsv"));
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
