package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.engine.CheckSelection;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.tiers.PeerTier;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A hostile answer to one request fails that check with the evidence, and the run still completes
 * with a clean exit code: no hang, no ERROR, no stack trace. The proxy spoils a load of
 * ICE-VLD-01's view, so the run selects that requirement alone: no other check meets the hostile
 * answer. The timeout only guards against a hang; it is no measure of speed.
 */
@PeerTier
class HostileServerTest {

  /**
   * Long enough for a cold reference catalog's first answers on a busy machine (other test classes
   * run beside this one), short enough that the hanging answer costs little.
   */
  private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(3);

  @ParameterizedTest(name = "{0}")
  @EnumSource(HostileProxy.Mode.class)
  @Timeout(120)
  void aHostileAnswerFailsItsCheckWithEvidenceAndTheRunCompletes(HostileProxy.Mode mode)
      throws Exception {
    RunReport report;
    try (ReferenceCatalog reference = ReferenceCatalog.start(ReferenceOptions.defaults());
        HostileProxy proxy = new HostileProxy(reference.uri(), mode)) {
      TargetConfig target =
          new TargetConfig(proxy.uri(), null, null, null, Map.of(), REQUEST_TIMEOUT, 1024 * 1024);
      report =
          new KitRunner(line -> {})
              .run(
                  RunOptions.builder(Profiles.load().named("iceberg"), target)
                      .selection(CheckSelection.requirements(Set.of("ICE-VLD-01")))
                      .build());
    }

    CheckResult loaded =
        report.checks().stream()
            .filter(check -> "ICE-VLD-01".equals(check.requirementId()))
            .findFirst()
            .orElseThrow();
    assertThat(loaded.outcome()).isEqualTo(Outcome.FAIL);
    assertThat(loaded.failure().message()).startsWith("ICE-VLD-01: expected ");
    ExchangeRecord evidence =
        loaded.exchanges().stream()
            .filter(exchange -> exchange.role() == ExchangeRecord.Role.DECISIVE)
            .findFirst()
            .orElseThrow();
    assertThat(evidence.operation()).isEqualTo("loadView");
    if (mode == HostileProxy.Mode.HTML_ERROR_PAGE) {
      assertThat(evidence.status()).isEqualTo(500);
      assertThat(evidence.responseBody()).contains("<script>");
    } else if (mode == HostileProxy.Mode.GARBAGE_JSON) {
      assertThat(evidence.responseBody()).isEqualTo("{\"metadata\": [1, 2,");
    } else {
      assertThat(evidence.transportError()).isNotBlank();
    }
    assertThat(report.checks()).extracting(CheckResult::outcome).doesNotContain(Outcome.ERROR);
    assertThat(report.exitCode()).isEqualTo(1);
  }
}
