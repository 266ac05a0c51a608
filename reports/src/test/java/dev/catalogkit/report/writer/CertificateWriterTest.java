package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.NotJudged;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.spec.Level;
import dev.catalogkit.spec.Requirement;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CertificateWriterTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Requirement MUST =
      SampleRun.requirement("ICE-NS-01", Level.MUST, false, "namespaces");
  private static final Requirement SHOULD =
      SampleRun.requirement("ICE-VIEW-01", Level.SHOULD, false, "views");
  private static final RunInfo RUN =
      new RunInfo(
          new RunInfo.Kit("0.2.0", "33f7ab16c01b8af42bcc733b695bbfc26b8b27af", "ab".repeat(32)),
          "iceberg",
          "Iceberg REST Catalog OpenAPI 1.11",
          new RunInfo.Documents("cd".repeat(32), "openapi/iceberg-rest.yaml", "ef".repeat(32)),
          "https://catalog.example.com",
          Map.of(),
          "cck_20261202_101500_ab12",
          "2026-12-02T10:15:00Z",
          1,
          Map.of());

  @Test
  void aPassThatWaivedOnlyAShouldIsCertifiedAndNamesEverythingItRestsOn() throws IOException {
    RunReport report = run(Outcome.PASS, Outcome.WAIVED, null);

    JsonNode certificate = MAPPER.readTree(new CertificateWriter().render(report));

    assertThat(certificate.get("certified").asBoolean()).isTrue();
    assertThat(certificate.get("withheldBecause")).isEmpty();
    assertThat(certificate.get("kit").toString())
        .isEqualTo(
            "{\"version\":\"0.2.0\",\"commit\":\"33f7ab16c01b8af42bcc733b695bbfc26b8b27af\","
                + "\"jarSha256\":\""
                + "ab".repeat(32)
                + "\"}");
    assertThat(certificate.at("/specDocument/openApi").asText())
        .isEqualTo("openapi/iceberg-rest.yaml");
    assertThat(certificate.at("/specDocument/catalogueSha256").asText()).isEqualTo("cd".repeat(32));
    assertThat(certificate.get("target").asText()).isEqualTo("https://catalog.example.com");
    assertThat(certificate.get("date").asText()).isEqualTo("2026-12-02T10:15:00Z");
    assertThat(certificate.get("verdict").asText()).isEqualTo("PASS");
    assertThat(certificate.get("judged").toString()).isEqualTo("{\"requirements\":2,\"of\":2}");
    assertThat(certificate.at("/areas/1/area").asText()).isEqualTo("views");
    assertThat(certificate.at("/areas/1/outcomes/WAIVED").asInt()).isEqualTo(1);
    assertThat(certificate.get("waivers").toString())
        .isEqualTo(
            "[{\"requirement\":\"ICE-VIEW-01\",\"level\":\"SHOULD\",\"checks\":1,"
                + "\"reason\":\"known: ticket 12\"}]");
    assertThat(badge(report))
        .isEqualTo(
            "{\"schemaVersion\":1,\"label\":\"iceberg conformance\","
                + "\"message\":\"certified 2/2\",\"color\":\"brightgreen\"}");
  }

  @Test
  void aPassThatWaivedAMustIsNotCertified() throws IOException {
    RunReport report = run(Outcome.WAIVED, Outcome.PASS, null);

    JsonNode certificate = MAPPER.readTree(new CertificateWriter().render(report));

    assertThat(report.verdict().name()).isEqualTo("PASS");
    assertThat(certificate.get("certified").asBoolean()).isFalse();
    assertThat(certificate.get("withheldBecause").toString())
        .isEqualTo("[\"MUST requirement ICE-NS-01 is waived\"]");
    assertThat(badge(report))
        .isEqualTo(
            "{\"schemaVersion\":1,\"label\":\"iceberg conformance\","
                + "\"message\":\"PASS 2/2\",\"color\":\"yellow\"}");
  }

  @Test
  void aPassThatLeftRequirementsOutByItsFiltersIsNotCertified() throws IOException {
    RunReport report = run(Outcome.PASS, Outcome.NOT_VERIFIED, NotJudged.NOT_SELECTED);

    JsonNode certificate = MAPPER.readTree(new CertificateWriter().render(report));

    assertThat(certificate.get("certified").asBoolean()).isFalse();
    assertThat(certificate.get("withheldBecause").toString())
        .isEqualTo("[\"the run's filters left out 1 of 2 requirements\"]");
  }

  @Test
  void aFailedRunIsNotCertifiedAndItsBadgeIsRed() throws IOException {
    RunReport report = run(Outcome.FAIL, Outcome.PASS, null);

    JsonNode certificate = MAPPER.readTree(new CertificateWriter().render(report));

    assertThat(certificate.get("withheldBecause").toString())
        .isEqualTo("[\"the verdict is FAIL, not PASS\"]");
    assertThat(badge(report))
        .isEqualTo(
            "{\"schemaVersion\":1,\"label\":\"iceberg conformance\","
                + "\"message\":\"FAIL 2/2\",\"color\":\"red\"}");
  }

  private static String badge(RunReport report) throws IOException {
    return MAPPER.readTree(new BadgeWriter().render(report)).toString();
  }

  /** A run of one MUST and one SHOULD requirement, one check each, ending as given. */
  private static RunReport run(Outcome must, Outcome should, NotJudged shouldNotJudged) {
    List<CheckResult> checks = new ArrayList<>();
    List<RequirementVerdict> verdicts = new ArrayList<>();
    for (Requirement requirement : List.of(MUST, SHOULD)) {
      Outcome outcome = requirement == MUST ? must : should;
      String id = requirement.area() + "Suite#check";
      checks.add(
          SampleRun.check(
              id,
              requirement,
              outcome,
              outcome == Outcome.WAIVED ? "known: ticket 12" : null,
              null,
              List.of(),
              1));
      NotJudged notJudged = requirement == SHOULD ? shouldNotJudged : null;
      verdicts.add(new RequirementVerdict(requirement, outcome, null, notJudged, List.of(id)));
    }
    return new RunReport(RUN, verdicts, checks, List.of());
  }
}
