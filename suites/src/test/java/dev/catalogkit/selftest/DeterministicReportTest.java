package dev.catalogkit.selftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.writer.JsonReportWriter;
import java.io.IOException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Two runs against one unchanged server write the same {@code compliance.json} outside its {@code
 * run} object, byte for byte: each run has its own run ID, the reference its own port, the checks
 * run eight at once in another order and number their names in it, the server makes other page
 * tokens, another check than last time probes Paimon's gate first — none of it reaches the rest of
 * the document.
 */
class DeterministicReportTest {

  @ParameterizedTest
  @ValueSource(strings = {"iceberg", "paimon"})
  void twoRunsOfTheReferenceAreByteIdenticalOutsideTheRunObject(String profile) throws IOException {
    String first = certifyAFreshReference(profile);
    String second = certifyAFreshReference(profile);

    assertThat(ComplianceJson.outsideRun(first)).isEqualTo(ComplianceJson.outsideRun(second));
    JsonNode a = new ObjectMapper().readTree(first);
    JsonNode b = new ObjectMapper().readTree(second);
    assertThat(a.at("/run/runId")).isNotEqualTo(b.at("/run/runId"));
    assertThat(a.at("/run/target"))
        .as("each reference had a port of its own")
        .isNotEqualTo(b.at("/run/target"));
    assertThat(a.get("target").asText()).startsWith("http://127.0.0.1:{port}");
    assertThat(a.get("verdict").asText()).isEqualTo("PASS");
    assertThat(a.at("/configuration/parallel").asText()).isEqualTo("8");
    assertThat(a.at("/documents/catalogueSha256").asText()).matches("[0-9a-f]{64}");
    assertThat(a.at("/documents/openApi").asText()).isEqualTo("openapi/" + profile + "-rest.yaml");
    assertThat(ComplianceJson.outsideRun(first))
        .as("names the run numbered are renumbered by check")
        .containsPattern("/[a-z_]+_[1-9][0-9]*_[1-9][0-9]*[\"/]");
  }

  private static String certifyAFreshReference(String profile) {
    RunReport report;
    try (ReferenceCatalog reference =
        ReferenceCatalog.start(ReferenceOptions.defaults().withProfile(profile))) {
      report =
          new KitRunner(line -> {})
              .run(RunOptions.of(Profiles.load().named(profile), TargetConfig.of(reference.uri())));
    }
    return new JsonReportWriter().render(report);
  }
}
