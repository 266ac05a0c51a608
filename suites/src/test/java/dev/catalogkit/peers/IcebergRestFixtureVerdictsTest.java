package dev.catalogkit.peers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.peers.IcebergRestFixture.Version;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.RunVerdict;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The kit against real peers, Apache Iceberg's REST fixture servers 1.10.0 and 1.11.0: their
 * verdicts equal the committed, hand-checked expectations, the run fails cleanly, nothing is a kit
 * ERROR, and what stays behind is exactly what the server cannot address again.
 */
class IcebergRestFixtureVerdictsTest {

  /**
   * What 1.11.0 creates but whose names Jetty 12 refuses in paths: namespace levels (ICE-NS-03), a
   * table and a view named with a slash (ICE-NS-17), and the namespaces that still hold them.
   */
  private static final Map<Version, List<String>> UNADDRESSABLE =
      Map.of(
          Version.V1_10_0,
          List.of(),
          Version.V1_11_0,
          List.of(
              "namespace {run}_percent%41",
              "namespace {run}_slash/inside",
              "namespace {run}_tables_slash_inside",
              "namespace {run}_views_slash_inside",
              "table {run}_tables_slash_inside.named_slash/inside",
              "view {run}_views_slash_inside.named_slash/inside"));

  private static final Map<Version, RunReport> REPORTS = new EnumMap<>(Version.class);

  /**
   * One catalog connection: a second pooled connection to the fixture's in-memory SQLite opens an
   * empty database, which breaks every later request when two requests overlap.
   */
  private static synchronized RunReport certified(Version version) throws Exception {
    RunReport report = REPORTS.get(version);
    if (report == null) {
      try (IcebergRestFixture fixture =
          IcebergRestFixture.start(version, Map.of("CATALOG_CLIENTS", "1"))) {
        report =
            new KitRunner(line -> {})
                .run(
                    RunOptions.of(
                        Profiles.load().named("iceberg"),
                        TargetConfig.of(fixture.uri()),
                        Path.of("target", "iceberg-rest-fixture-" + version + "-report")));
      }
      REPORTS.put(version, report);
    }
    return report;
  }

  @ParameterizedTest
  @EnumSource(Version.class)
  void verdictsEqualTheHandCheckedExpectations(Version version) throws Exception {
    RunReport report = certified(version);
    assertThat(ExpectedVerdicts.of(report))
        .as(ExpectedVerdicts.reasons(report))
        .isEqualTo(
            ExpectedVerdicts.load(
                "/peers/iceberg-rest-fixture-" + version.number() + ".expected.tsv"));
  }

  @ParameterizedTest
  @EnumSource(Version.class)
  void theRunFailsCleanlyAndLeavesOnlyWhatTheServerCannotAddress(Version version) throws Exception {
    RunReport report = certified(version);
    assertThat(report.verdict()).isEqualTo(RunVerdict.FAIL);
    assertThat(report.exitCode()).isEqualTo(1);
    assertThat(report.checks()).extracting(CheckResult::outcome).doesNotContain(Outcome.ERROR);
    assertThat(
            report.leftovers().stream()
                .map(leftover -> leftover.replace(report.run().runId(), "{run}"))
                .map(leftover -> leftover.substring(0, leftover.indexOf(" (")))
                .sorted()
                .toList())
        .isEqualTo(UNADDRESSABLE.get(version));
  }
}
