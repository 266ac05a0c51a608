package dev.catalogkit.report.writer;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunReport;
import java.io.IOException;
import java.util.Map;

/**
 * {@code certificate.json}: what a run says of its server in one small document to show and to keep
 * — the kit (version, commit, jar SHA-256), the documents judged by, profile, target, date,
 * verdict, how much was judged, the counts per area and the waivers applied — and whether it
 * certifies the server ({@link Certification}). {@code reports/README.md} documents the fields.
 */
public final class CertificateWriter implements ReportWriter {

  public static final String FILE_NAME = "certificate.json";

  /** Names this layout; bumped when a field changes meaning or goes away. */
  public static final String FORMAT = "catalogkit-certificate/1";

  @Override
  public String fileName() {
    return FILE_NAME;
  }

  @Override
  public String render(RunReport report) {
    return JsonReportWriter.document(
        FILE_NAME, json -> write(json, report, Certification.of(report)));
  }

  private static void write(JsonGenerator json, RunReport report, Certification certification)
      throws IOException {
    RunInfo run = report.run();
    json.writeStartObject();
    json.writeStringField("format", FORMAT);
    json.writeBooleanField("certified", certification.certified());
    json.writeArrayFieldStart("withheldBecause");
    for (String why : certification.withheld()) {
      json.writeString(why);
    }
    json.writeEndArray();
    json.writeObjectFieldStart("kit");
    json.writeStringField("version", run.kit().version());
    json.writeStringField("commit", run.kit().commit());
    json.writeStringField("jarSha256", run.kit().jarSha256());
    json.writeEndObject();
    json.writeObjectFieldStart("specDocument");
    json.writeStringField("spec", run.spec());
    json.writeStringField("catalogueSha256", run.documents().catalogueSha256());
    json.writeStringField("openApi", run.documents().openApi());
    json.writeStringField("openApiSha256", run.documents().openApiSha256());
    json.writeEndObject();
    json.writeStringField("profile", run.profile());
    json.writeStringField("target", run.target());
    json.writeStringField("date", run.startedAt());
    json.writeStringField("runId", run.runId());
    json.writeStringField("verdict", report.verdict().name());
    json.writeNumberField("exitCode", report.exitCode());
    json.writeObjectFieldStart("judged");
    json.writeNumberField("requirements", report.judgedCount());
    json.writeNumberField("of", report.requirements().size());
    json.writeEndObject();
    json.writeArrayFieldStart("areas");
    for (Map.Entry<String, Map<Outcome, Integer>> area :
        report.requirementCountsByArea().entrySet()) {
      json.writeStartObject();
      json.writeStringField("area", area.getKey());
      json.writeObjectFieldStart("outcomes");
      for (Outcome outcome : Outcome.values()) {
        json.writeNumberField(outcome.name(), area.getValue().getOrDefault(outcome, 0));
      }
      json.writeEndObject();
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("waivers");
    for (Certification.AppliedWaiver waiver : certification.waivers()) {
      json.writeStartObject();
      json.writeStringField("requirement", waiver.requirementId());
      json.writeStringField("level", waiver.level() == null ? null : waiver.level().name());
      json.writeNumberField("checks", waiver.checks());
      json.writeStringField("reason", waiver.reason());
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeEndObject();
  }
}
