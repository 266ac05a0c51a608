package dev.catalogkit.peers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.tiers.PeerTier;
import java.io.IOException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Paimon profile against a real peer, Apache Paimon 1.4.2's REST test server: the database and
 * SQL-view steps work on its wire format, it has no semantic views and the report says so, and the
 * verdicts equal the committed, hand-checked expectations.
 */
@PeerTier
class PaimonRestServerVerdictsTest {

  private static RunReport report;

  /**
   * One check at a time: Paimon's test server answers slowly when many requests overlap (its global
   * view listing has taken more than 30 s on a busy build machine), which is the test server's way,
   * not a rule of the spec.
   */
  @BeforeAll
  static void certifyTheServer() throws Exception {
    try (PaimonRestServer server = PaimonRestServer.start()) {
      TargetConfig target = server.target();
      report =
          new KitRunner(line -> {})
              .run(RunOptions.of(Profiles.load().named("paimon"), target).withParallelism(1));
    }
  }

  @Test
  void verdictsEqualTheHandCheckedExpectations() throws IOException {
    assertThat(ExpectedVerdicts.of(report))
        .as(ExpectedVerdicts.reasons(report))
        .isEqualTo(ExpectedVerdicts.load(ExpectedVerdicts.PAIMON_SERVER_1_4_2));
  }

  /** The page docs/conformance/ holds for the server is this run's: verdicts and matrix. */
  @Test
  void theCommittedConformancePageIsThisRunsPage() throws IOException {
    ConformanceDocs.assertCommitted(
        "paimon-rest-server-1.4.2.md", "Apache Paimon REST test server 1.4.2", report);
  }

  @Test
  void theReportSaysTheServerHasNoSemanticViews() {
    assertThat(report.checks())
        .filteredOn(check -> check.outcome() == Outcome.NOT_APPLICABLE)
        .filteredOn(check -> !check.area().equals("robustness"))
        .extracting(CheckResult::reason)
        .isNotEmpty()
        .allMatch(reason -> reason.contains("neither implements semantic views nor answers 501"));
  }

  @Test
  void theRunLeavesNothingBehindAndNothingIsAKitError() {
    assertThat(report.leftovers()).isEmpty();
    assertThat(report.checks()).extracting(CheckResult::outcome).doesNotContain(Outcome.ERROR);
  }
}
