package dev.catalogkit.peers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The kit against a real peer, Apache Iceberg's REST fixture server 1.10.0: its verdicts equal the
 * committed, hand-checked expectations, it cleans up after itself, and nothing is a kit ERROR.
 */
class IcebergRestFixtureVerdictsTest {

  private static final String EXPECTED = "/peers/iceberg-rest-fixture-1.10.0.expected.tsv";
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
    Map<String, Outcome> actual = new TreeMap<>();
    for (RequirementVerdict verdict : report.requirements()) {
      actual.put(verdict.requirement().id(), verdict.outcome());
    }
    assertThat(actual).isEqualTo(expected());
  }

  @Test
  void theRunFailsCleanlyAndLeavesNothingBehind() {
    assertThat(report.exitCode()).isEqualTo(1);
    assertThat(report.leftovers()).isEmpty();
    assertThat(report.checks()).extracting(CheckResult::outcome).doesNotContain(Outcome.ERROR);
  }

  private static Map<String, Outcome> expected() throws IOException {
    Map<String, Outcome> expected = new TreeMap<>();
    try (InputStream in = IcebergRestFixtureVerdictsTest.class.getResourceAsStream(EXPECTED)) {
      new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .filter(line -> !line.isBlank() && !line.startsWith("#"))
          .map(line -> line.split("\t", 3))
          .forEach(columns -> expected.put(columns[0], Outcome.valueOf(columns[1])));
    }
    return expected;
  }
}
