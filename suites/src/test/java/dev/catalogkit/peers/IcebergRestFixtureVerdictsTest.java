package dev.catalogkit.peers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The kit against a real peer, Apache Iceberg's REST fixture server 1.10.0: its verdicts equal the
 * committed, hand-checked expectations, it cleans up after itself, and nothing is a kit ERROR.
 */
class IcebergRestFixtureVerdictsTest {

  private static RunReport report;

  @BeforeAll
  static void certifyTheFixture() throws Exception {
    try (IcebergRestFixture fixture = IcebergRestFixture.start()) {
      report =
          new KitRunner(line -> {})
              .run(
                  RunOptions.of(
                      TargetConfig.of(fixture.uri()),
                      Path.of("target", "iceberg-rest-fixture-report")));
    }
  }

  @Test
  void verdictsEqualTheHandCheckedExpectations() throws IOException {
    assertThat(ExpectedVerdicts.of(report))
        .isEqualTo(ExpectedVerdicts.load(ExpectedVerdicts.ICEBERG_FIXTURE_1_10_0));
  }

  @Test
  void theRunFailsCleanlyAndLeavesNothingBehind() {
    assertThat(report.exitCode()).isEqualTo(1);
    assertThat(report.leftovers()).isEmpty();
    assertThat(report.checks()).extracting(CheckResult::outcome).doesNotContain(Outcome.ERROR);
  }
}
