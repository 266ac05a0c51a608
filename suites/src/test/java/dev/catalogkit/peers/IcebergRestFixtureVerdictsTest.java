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
import dev.catalogkit.report.writer.JsonReportWriter;
import dev.catalogkit.selftest.ComplianceJson;
import dev.catalogkit.tiers.PeerTier;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The kit against real peers, Apache Iceberg's REST fixture servers 1.10.0 and 1.11.0: their
 * verdicts equal the committed, hand-checked expectations, the run fails cleanly, nothing is a kit
 * ERROR, and what stays behind is exactly what the server cannot address again.
 */
@PeerTier
@Execution(ExecutionMode.CONCURRENT)
class IcebergRestFixtureVerdictsTest {

  /**
   * What 1.11.0 creates but whose names Jetty 12 refuses in paths: namespace levels (ICE-NS-03), a
   * table and a view named with a slash (ICE-NS-17), and the namespaces that still hold them (once:
   * judged one request at a time, no failing case runs again under names of its own).
   */
  private static final Map<Version, List<String>> UNADDRESSABLE =
      Map.of(
          Version.V1_10_0,
          List.of(),
          Version.V1_10_1,
          List.of(),
          Version.V1_11_0,
          List.of(
              "namespace {run}_percent%41",
              "namespace {run}_slash/inside",
              "namespace {run}_tables_slash_inside",
              "namespace {run}_views_slash_inside",
              "table {run}_tables_slash_inside.named_slash/inside",
              "view {run}_views_slash_inside.named_slash/inside"));

  /** How a fixture is started and certified. */
  private enum Setup {
    /**
     * One catalog connection, the kit's default --parallel 8: the committed verdicts. (A second
     * pooled connection to the fixture's in-memory SQLite opens an empty database.)
     */
    ONE_CONNECTION(Map.of("CATALOG_CLIENTS", "1"), 8),
    /** The fixture as a user starts it, one check at a time: the same verdicts. */
    DEFAULT_ONE_AT_A_TIME(Map.of(), 1),
    /**
     * The fixture as a user starts it, at the default --parallel 8: overlapping requests would get
     * 500 from the empty second database, so the kit judges one request at a time and only its
     * probe, last, overlaps them.
     */
    DEFAULT_CONCURRENT(Map.of(), 8);

    private final Map<String, String> environment;
    private final int parallel;

    Setup(Map<String, String> environment, int parallel) {
      this.environment = environment;
      this.parallel = parallel;
    }
  }

  /**
   * Each setup's report, made once: the tests of one version and setup share it, and the runs of
   * different versions and setups go on side by side (they wait on the fixtures, not on the CPU).
   */
  private static final Once<String, RunReport> REPORTS = new Once<>();

  /**
   * Each setup's fixture, alive until the class ends: a second run can go against the one whose
   * first run is certified (the determinism test), without starting another.
   */
  private static final Once<String, IcebergRestFixture> FIXTURES = new Once<>();

  private static RunReport certified(Version version) throws Exception {
    return certified(version, Setup.ONE_CONNECTION);
  }

  private static RunReport certified(Version version, Setup setup) throws Exception {
    return REPORTS.get(version + " " + setup, () -> certify(fixture(version, setup), setup));
  }

  private static IcebergRestFixture fixture(Version version, Setup setup) throws Exception {
    return FIXTURES.get(
        version + " " + setup, () -> IcebergRestFixture.start(version, setup.environment));
  }

  @AfterAll
  static void stopTheFixtures() {
    FIXTURES.made().forEach(IcebergRestFixture::close);
  }

  private static RunReport certify(IcebergRestFixture fixture, Setup setup) {
    return new KitRunner(line -> {})
        .run(
            RunOptions.of(Profiles.load().named("iceberg"), TargetConfig.of(fixture.uri()))
                .withParallelism(setup.parallel));
  }

  private static Map<String, Outcome> expected(Version version) throws IOException {
    return ExpectedVerdicts.load(
        "/peers/iceberg-rest-fixture-" + version.number() + ".expected.tsv");
  }

  /** In its default configuration, one check at a time, the fixture gets the same verdicts. */
  @ParameterizedTest
  @EnumSource(Version.class)
  void oneCheckAtATimeTheDefaultConfigurationGetsTheSameVerdicts(Version version) throws Exception {
    RunReport report = certified(version, Setup.DEFAULT_ONE_AT_A_TIME);
    Map<String, Outcome> expected = new TreeMap<>(expected(version));
    expected.put("ICE-ROB-01", Outcome.NOT_APPLICABLE);
    assertThat(ExpectedVerdicts.of(report))
        .as(ExpectedVerdicts.reasons(report))
        .isEqualTo(expected);
  }

  /**
   * In its default configuration at the default --parallel 8 the fixture gets the same verdicts as
   * one check at a time (issue 32): the checks are judged one request at a time, nothing runs
   * again, nothing is left, and only the concurrency probe, after the clean-up, presses it, and
   * names the window at which its second pooled connection (an empty in-memory database) broke it.
   */
  @ParameterizedTest
  @EnumSource(Version.class)
  void underConcurrentLoadTheDefaultConfigurationGetsTheSameVerdictsAndTheProbeNamesWhereItBroke(
      Version version) throws Exception {
    RunReport report = certified(version, Setup.DEFAULT_CONCURRENT);
    Map<String, Outcome> expected = new TreeMap<>(expected(version));
    expected.put("ICE-ROB-01", Outcome.WARN);
    assertThat(ExpectedVerdicts.of(report))
        .as(ExpectedVerdicts.reasons(report))
        .isEqualTo(expected);
    assertThat(report.health().load().window()).isEqualTo(1);
    assertThat(report.health().load().brokeAt()).isPositive();
    assertThat(report.health().isolation().candidates()).isZero();
    assertLeavesOnlyWhatTheServerCannotAddress(report, version);
  }

  @ParameterizedTest
  @EnumSource(Version.class)
  void verdictsEqualTheHandCheckedExpectations(Version version) throws Exception {
    RunReport report = certified(version);
    assertThat(ExpectedVerdicts.of(report))
        .as(ExpectedVerdicts.reasons(report))
        .isEqualTo(expected(version));
  }

  /**
   * The page docs/conformance/ holds for the fixture is this run's: its verdicts (equal to the
   * hand-checked ones above) and its capability matrix.
   */
  @ParameterizedTest
  @EnumSource(Version.class)
  void theCommittedConformancePageIsThisRunsPage(Version version) throws Exception {
    ConformanceDocs.assertCommitted(
        "iceberg-rest-fixture-" + version.number() + ".md",
        "Apache Iceberg REST fixture " + version.number(),
        certified(version));
  }

  /**
   * Run twice against one fixture, eight checks at once, the kit writes the same {@code
   * compliance.json} outside its {@code run} object, though the second run finds the first's
   * leftovers at the top level and the checks finish in another order.
   */
  @Test
  void twoRunsAgainstOneFixtureWriteTheSameComplianceJsonOutsideTheRunObject() throws Exception {
    Setup setup = Setup.ONE_CONNECTION;
    String first = new JsonReportWriter().render(certified(Version.V1_11_0, setup));
    String second = new JsonReportWriter().render(certify(fixture(Version.V1_11_0, setup), setup));
    assertThat(ComplianceJson.outsideRun(first)).isEqualTo(ComplianceJson.outsideRun(second));
    assertThat(first).isNotEqualTo(second);
  }

  @ParameterizedTest
  @EnumSource(Version.class)
  void theRunFailsCleanlyAndLeavesOnlyWhatTheServerCannotAddress(Version version) throws Exception {
    RunReport report = certified(version);
    assertThat(report.verdict()).isEqualTo(RunVerdict.FAIL);
    assertThat(report.exitCode()).isEqualTo(1);
    assertThat(report.checks()).extracting(CheckResult::outcome).doesNotContain(Outcome.ERROR);
    assertLeavesOnlyWhatTheServerCannotAddress(report, version);
  }

  private static void assertLeavesOnlyWhatTheServerCannotAddress(
      RunReport report, Version version) {
    assertThat(
            report.leftovers().stream()
                .map(leftover -> leftover.replace(report.run().runId(), "{run}"))
                .map(leftover -> leftover.substring(0, leftover.indexOf(" (")))
                .sorted()
                .toList())
        .isEqualTo(UNADDRESSABLE.get(version));
  }
}
