package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.RunReport;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A failure's repro: curl commands in the order sent, no secret, names through $RUN_ID. */
class ReproTest {

  private final RunReport report = SampleRun.report();
  private final CheckResult failed =
      report.checks().stream().filter(c -> c.failure() != null).findFirst().orElseThrow();

  @Test
  void theCurlScriptSetsTheRunIdAndTakesTheTokenFromTheEnvironment() {
    String script = Repro.curl(failed, SampleRun.RUN_ID, true);

    assertThat(script)
        .startsWith("# 1 request in the order the kit sent them; credentials from $CATALOG_TOKEN\n")
        .contains("RUN_ID='r7f3a'\n")
        .contains(
            "curl -sS -g --path-as-is -w '\\nHTTP %{http_code}\\n' -X 'POST'"
                + " 'http://localhost:8181/iceberg/v1/cat/namespaces/cck_'\"${RUN_ID}\"'/views/v1'")
        .contains("-H \"Authorization: Bearer $CATALOG_TOKEN\"")
        .contains("-H 'Content-Type: application/json'")
        .contains("--data-binary '{\"view-uuid\":\"stale\"}'")
        .doesNotContain("<redacted>");
  }

  @Test
  void withoutTheRunIdTheScriptAsksForItSoTheJsonStaysTheSameAcrossRuns() {
    String script = Repro.curl(failed, SampleRun.RUN_ID, false);

    assertThat(script)
        .contains(": \"${RUN_ID:?set RUN_ID to run.runId of compliance.json}\"")
        .doesNotContain(SampleRun.RUN_ID);
  }

  @Test
  void singleQuotesInBodiesSurviveAndTheDecisiveExchangeIsNamed() {
    ExchangeRecord quoted =
        SampleRun.exchange("ns", 200, "{}", false).withRole(ExchangeRecord.Role.DECISIVE);
    assertThat(Repro.word("it's", null)).isEqualTo("'it'\\''s'");
    CheckResult check =
        new CheckResult(
            "S#m",
            "n",
            "a",
            "ICE-VIEW-02",
            failed.outcome(),
            null,
            failed.failure(),
            List.of(quoted),
            1);
    assertThat(Repro.curl(check, null, true))
        .contains("# 1/1 decisive: replaceView (the kit got 200)");
  }

  @Test
  void theRerunLineNamesTheTargetProfileAndRequirementWithoutASecret() {
    assertThat(Repro.rerun(report, failed))
        .isEqualTo(
            "java -jar catalog-conformance-kit.jar --profile 'iceberg'"
                + " --target 'http://localhost:8181/iceberg' --requirement ICE-VIEW-02");
  }
}
