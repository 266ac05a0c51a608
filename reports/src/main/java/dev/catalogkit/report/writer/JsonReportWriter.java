package dev.catalogkit.report.writer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import dev.catalogkit.report.CapabilityMatrix;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Confirmation;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Exploration;
import dev.catalogkit.report.Failure;
import dev.catalogkit.report.NotJudged;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunHealth;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.WaiverProblem;
import dev.catalogkit.report.baseline.Comparison;
import dev.catalogkit.report.baseline.Finding;
import dev.catalogkit.report.baseline.Fingerprint;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.SpecSource;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@code compliance.json}: the machine summary, deterministic so two runs diff cleanly. Fields come
 * in a fixed order, requirements and checks are sorted by ID, and every run-dependent value (run
 * ID, start time, durations, the target as given) lives in the trailing {@code run} object;
 * elsewhere volatile values are placeholders ({@link VolatileValues}). Headers and bodies are left
 * out: they carry dates and server-generated IDs; the HTML and JUnit reports hold them (and say
 * where they cut one, which depends on what the other checks had made when it was listed). {@code
 * reports/README.md} documents every field — it is the contract for machines.
 */
public final class JsonReportWriter implements ReportWriter {

  public static final String FILE_NAME = "compliance.json";

  /** Names this layout; bumped when a field changes meaning or goes away, not when one is added. */
  public static final String FORMAT = "catalogkit-compliance/3";

  /** Stands in for the run ID in names, URLs and messages outside the {@code run} object. */
  public static final String RUN_ID_PLACEHOLDER = VolatileValues.RUN_ID;

  /** A shorter run ID is left alone: replacing it would mangle ordinary text such as "409". */
  static final int MIN_RUN_ID_LENGTH = VolatileValues.MIN_RUN_ID_LENGTH;

  private static final JsonFactory JSON = new JsonFactory();

  @Override
  public String fileName() {
    return FILE_NAME;
  }

  /** The document as text, LF line endings on every platform, ending with a newline. */
  @Override
  public String render(RunReport report) {
    VolatileValues values = new VolatileValues(report.run());
    return document(
        FILE_NAME,
        json -> {
          try (JsonGenerator labelling = JSON.createGenerator(Writer.nullWriter())) {
            // labels are scoped by the check they first appear in, though the header quotes some
            new Document(labelling, report, values).labelChecks();
          }
          new Document(json, report, values).write(report);
        });
  }

  /** What writes one JSON file's content into its generator. */
  @FunctionalInterface
  interface Content {
    void writeTo(JsonGenerator json) throws IOException;
  }

  /** One of the kit's JSON files as text, through {@link #generator}, ending with a newline. */
  static String document(String fileName, Content content) {
    StringWriter out = new StringWriter();
    try (JsonGenerator json = generator(out)) {
      content.writeTo(json);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot render " + fileName, e); // a StringWriter never fails
    }
    return out + "\n";
  }

  /**
   * A generator of the kit's JSON files: two spaces per level, LF line endings on every platform,
   * {@code "field": value}, empty objects and arrays as {@code {}} and {@code []}.
   */
  static JsonGenerator generator(Writer out) throws IOException {
    JsonGenerator json = JSON.createGenerator(out);
    DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
    json.setPrettyPrinter(
        new DefaultPrettyPrinter()
            .withSeparators(
                Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                    .withObjectEmptySeparator("")
                    .withArrayEmptySeparator(""))
            .withObjectIndenter(indenter)
            .withArrayIndenter(indenter));
    return json;
  }

  /** One rendering: the generator and the volatile values to write as placeholders. */
  private record Document(JsonGenerator json, RunReport report, VolatileValues values) {

    /**
     * Renders every check once, each in its own scope, so that their values get their labels. A
     * check's scope is a number of its fingerprint, not its place in the report: a case that one
     * run has and another lacks renumbers no other check's names.
     */
    void labelChecks() throws IOException {
      json.writeStartArray();
      for (CheckResult check : ReportOrder.checks(report)) {
        values.inCheck(VolatileValues.scopeOf(Fingerprint.of(report, check)));
        check(check);
      }
      values.outsideChecks();
      json.writeEndArray();
    }

    void write(RunReport report) throws IOException {
      RunInfo run = report.run();
      json.writeStartObject();
      json.writeStringField("format", FORMAT);
      string("kitVersion", run.kitVersion());
      json.writeObjectFieldStart("kit");
      string("version", run.kit().version());
      string("commit", run.kit().commit());
      string("jarSha256", run.kit().jarSha256());
      json.writeEndObject();
      string("profile", run.profile());
      string("spec", run.spec());
      json.writeObjectFieldStart("documents");
      string("catalogueSha256", run.documents().catalogueSha256());
      string("openApi", run.documents().openApi());
      string("openApiSha256", run.documents().openApiSha256());
      json.writeEndObject();
      string("target", run.target());
      json.writeObjectFieldStart("configuration");
      for (Map.Entry<String, String> entry : new TreeMap<>(run.configuration()).entrySet()) {
        string(entry.getKey(), entry.getValue());
      }
      json.writeEndObject();
      json.writeStringField("verdict", report.verdict().name());
      json.writeNumberField("exitCode", report.exitCode());
      json.writeArrayFieldStart("gateFailures");
      for (String reason : report.gateFailures()) {
        json.writeString(normalised(reason));
      }
      json.writeEndArray();
      health(report.health());
      json.writeObjectFieldStart("judged");
      json.writeNumberField("requirements", report.judgedCount());
      json.writeNumberField("of", report.requirements().size());
      json.writeArrayFieldStart("notJudged");
      for (Map.Entry<NotJudged, List<RequirementVerdict>> group : report.notJudged().entrySet()) {
        json.writeStartObject();
        json.writeStringField("why", group.getKey().name());
        json.writeStringField("meaning", group.getKey().meaning());
        json.writeBooleanField("makesRunIncomplete", group.getKey().makesRunIncomplete());
        json.writeArrayFieldStart("requirements");
        for (RequirementVerdict verdict : group.getValue()) {
          json.writeString(verdict.requirement().id());
        }
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
      counts("checkCounts", report.checkCounts());
      counts("requirementCounts", report.requirementCounts());
      json.writeArrayFieldStart("areas");
      for (Map.Entry<String, Map<Outcome, Integer>> area :
          report.requirementCountsByArea().entrySet()) {
        json.writeStartObject();
        string("area", area.getKey());
        json.writeNumberField(
            "requirements", area.getValue().values().stream().mapToInt(Integer::intValue).sum());
        counts("outcomes", area.getValue());
        json.writeEndObject();
      }
      json.writeEndArray();
      capabilities(report.capabilities());
      json.writeArrayFieldStart("requirements");
      for (RequirementVerdict verdict : ReportOrder.requirements(report)) {
        requirement(verdict);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("checks");
      for (CheckResult check : ReportOrder.checks(report)) {
        check(check);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("leftovers");
      for (String leftover : report.leftovers().stream().map(this::normalised).sorted().toList()) {
        json.writeString(leftover);
      }
      json.writeEndArray();
      json.writeArrayFieldStart("waiverProblems");
      for (WaiverProblem problem : report.waiverProblems()) {
        json.writeStartObject();
        string("waiver", problem.waiver().target());
        string("reason", problem.waiver().reason());
        string(
            "expires",
            problem.waiver().expires() == null ? null : problem.waiver().expires().toString());
        string("problem", problem.problem());
        json.writeEndObject();
      }
      json.writeEndArray();
      baseline();
      // Last, so a line diff of two runs shows the volatile values in one block at the end.
      json.writeObjectFieldStart("run");
      json.writeStringField("runId", run.runId());
      json.writeStringField("target", run.target());
      json.writeStringField("startedAt", run.startedAt());
      json.writeNumberField("durationMillis", run.durationMillis());
      json.writeNumberField("isolationMillis", report.health().isolation().millis());
      probe(report.health().load());
      json.writeObjectFieldStart("checkDurationsMillis");
      for (CheckResult check : ReportOrder.checks(report)) {
        json.writeNumberField(check.id(), check.durationMillis());
      }
      json.writeEndObject();
      exploration(report);
      json.writeEndObject();
      json.writeEndObject();
    }

    /**
     * How far the exploration went, in the volatile block: a time budget makes its figures differ
     * from run to run. Its findings are checks of the area {@value Exploration#AREA}.
     */
    private void exploration(RunReport report) throws IOException {
      Exploration exploration = report.exploration();
      if (exploration == null) {
        json.writeNullField("exploration");
        return;
      }
      json.writeObjectFieldStart("exploration");
      json.writeNumberField("seed", exploration.seed());
      json.writeNumberField("walkers", exploration.walkers());
      json.writeNumberField("sequences", exploration.sequences());
      json.writeNumberField("plannedSteps", exploration.plannedSteps());
      json.writeNumberField("steps", exploration.steps());
      json.writeNumberField("requests", exploration.requests());
      json.writeNumberField("elapsedMillis", exploration.elapsedMillis());
      json.writeNumberField("findings", report.explorationFindings().size());
      strings("stoppedWalks", exploration.stoppedWalks());
      string("stoppedBy", exploration.stoppedBy());
      json.writeEndObject();
    }

    /** The capability matrix, in the matrix's own order (by path, then method). */
    private void capabilities(CapabilityMatrix matrix) throws IOException {
      json.writeObjectFieldStart("capabilities");
      json.writeBooleanField("endpointsListed", matrix.endpointsListed());
      json.writeArrayFieldStart("operations");
      for (CapabilityMatrix.OperationCapability operation : matrix.operations()) {
        json.writeStartObject();
        string("operationId", operation.operationId());
        string("method", operation.method());
        string("path", operation.path());
        json.writeBooleanField("advertised", operation.advertised());
        json.writeBooleanField("served", operation.served());
        json.writeStringField("probe", operation.probe().name());
        if (operation.probeStatus() == null) {
          json.writeNullField("probeStatus");
        } else {
          json.writeNumberField("probeStatus", operation.probeStatus());
        }
        json.writeArrayFieldStart("requirements");
        for (CapabilityMatrix.JudgedOn judged : operation.requirements()) {
          json.writeStartObject();
          string("id", judged.requirementId());
          json.writeStringField("outcome", judged.outcome().name());
          json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    }

    private void requirement(RequirementVerdict verdict) throws IOException {
      Requirement requirement = verdict.requirement();
      SpecSource source = requirement.source();
      json.writeStartObject();
      string("id", requirement.id());
      json.writeStringField("level", requirement.level().name());
      json.writeBooleanField("implied", requirement.implied());
      string("area", requirement.area());
      string("title", requirement.title());
      json.writeStringField("outcome", verdict.outcome().name());
      string("reason", verdict.reason());
      string("notJudged", verdict.notJudged() == null ? null : verdict.notJudged().name());
      string("causedBy", verdict.causedBy());
      json.writeObjectFieldStart("source");
      string("document", source.document());
      string("url", source.url());
      string("quote", source.quote());
      json.writeEndObject();
      string("reading", requirement.reading());
      string("obligation", requirement.obligation());
      string("hint", requirement.hint());
      json.writeArrayFieldStart("checks");
      for (String checkId : verdict.checkIds().stream().sorted().toList()) {
        json.writeString(normalised(checkId));
      }
      json.writeEndArray();
      json.writeEndObject();
    }

    private void check(CheckResult check) throws IOException {
      RunInfo run = report.run();
      json.writeStartObject();
      string("id", check.id());
      string("name", check.name());
      string("area", check.area());
      string("requirementId", check.requirementId());
      json.writeStringField("outcome", check.outcome().name());
      fingerprint(check);
      string("reason", check.reason());
      Failure failure = check.failure();
      if (failure == null) {
        json.writeNullField("failure");
      } else {
        json.writeObjectFieldStart("failure");
        string("message", failure.message());
        string("expected", failure.expected());
        string("actual", failure.actual());
        string("hint", failure.hint());
        string("explainedBy", failure.explainedBy());
        json.writeEndObject();
      }
      confirmation(check.confirmation());
      json.writeArrayFieldStart("exchanges");
      for (ExchangeRecord exchange : check.exchanges()) {
        exchange(exchange);
      }
      json.writeEndArray();
      if (Repro.wanted(check)) {
        json.writeObjectFieldStart("repro");
        string("rerun", Repro.rerun(report, check));
        // the script names the run's objects through $RUN_ID, so it stays free of the run ID
        string("curl", Repro.curl(check, run.runId(), false));
        json.writeEndObject();
      } else {
        json.writeNullField("repro");
      }
      json.writeEndObject();
    }

    /** The check's finding identity, and whether the baseline ({@code --baseline}) has it. */
    private void fingerprint(CheckResult check) throws IOException {
      string("fingerprint", Fingerprint.of(report, check));
      string("baseline", Comparison.status(report, check));
    }

    /** The run's findings against {@code --baseline}, as fingerprints; null without one. */
    private void baseline() throws IOException {
      Optional<Comparison> compared = Comparison.of(report);
      if (compared.isEmpty()) {
        json.writeNullField("baseline");
        return;
      }
      json.writeObjectFieldStart("baseline");
      string("source", compared.get().source());
      strings("regressions", report.regressions());
      strings("new", compared.get().newFindings().stream().map(Finding::fingerprint).toList());
      strings("known", compared.get().known().stream().map(Finding::fingerprint).toList());
      strings("fixed", compared.get().fixed());
      json.writeEndObject();
    }

    private void strings(String field, List<String> values) throws IOException {
      json.writeArrayFieldStart(field);
      for (String value : values) {
        json.writeString(normalised(value));
      }
      json.writeEndArray();
    }

    /**
     * Server errors, the isolation phase and the judging window; durations and the probe live in
     * the trailing run object.
     */
    private void health(RunHealth health) throws IOException {
      json.writeObjectFieldStart("health");
      RunHealth.ServerErrors errors = health.serverErrors();
      json.writeObjectFieldStart("serverErrors");
      json.writeNumberField("count", errors.count());
      json.writeNumberField("validRequests", errors.validRequests());
      json.writeArrayFieldStart("first");
      for (ExchangeRecord exchange : errors.first()) {
        exchange(exchange);
      }
      json.writeEndArray();
      json.writeEndObject();
      RunHealth.Isolation isolation = health.isolation();
      json.writeObjectFieldStart("isolation");
      json.writeNumberField("candidates", isolation.candidates());
      json.writeNumberField("confirmed", isolation.confirmed());
      json.writeNumberField("unconfirmed", isolation.unconfirmed());
      json.writeNumberField("runs", isolation.runs());
      json.writeNumberField("passedAloneOnly", isolation.passedAloneOnly());
      json.writeNumberField("flaky", isolation.flaky());
      string("bound", isolation.bound());
      json.writeEndObject();
      RunHealth.Load load = health.load();
      json.writeObjectFieldStart("load");
      json.writeNumberField("window", load.window());
      string("why", load.why());
      json.writeEndObject();
      json.writeEndObject();
    }

    /**
     * What the concurrency probe saw, in the volatile block: the window at which a racy server
     * breaks differs from run to run, the robustness rule's verdict does not.
     */
    private void probe(RunHealth.Load load) throws IOException {
      json.writeObjectFieldStart("probe");
      json.writeArrayFieldStart("probed");
      for (int window : load.probed()) {
        json.writeNumber(window);
      }
      json.writeEndArray();
      json.writeNumberField("sustained", load.sustained());
      json.writeNumberField("brokeAt", load.brokeAt());
      string("brokeBecause", load.brokeBecause());
      json.writeEndObject();
    }

    private void confirmation(Confirmation confirmation) throws IOException {
      if (confirmation == null) {
        json.writeNullField("confirmation");
        return;
      }
      json.writeObjectFieldStart("confirmation");
      json.writeStringField("concurrent", confirmation.concurrent().name());
      json.writeArrayFieldStart("alone");
      for (Outcome outcome : confirmation.alone()) {
        json.writeString(outcome.name());
      }
      json.writeEndArray();
      json.writeNumberField("parallelism", confirmation.parallelism());
      json.writeStringField("note", confirmation.note());
      json.writeEndObject();
    }

    private void exchange(ExchangeRecord exchange) throws IOException {
      json.writeStartObject();
      string("operation", exchange.operation());
      json.writeStringField("role", exchange.role().name());
      string("method", exchange.method());
      string("url", exchange.url());
      string("fixture", exchange.fixture());
      if (exchange.status() == null) {
        json.writeNullField("status");
      } else {
        json.writeNumberField("status", exchange.status());
      }
      string("transportError", exchange.transportError());
      json.writeArrayFieldStart("schemaViolations");
      for (String violation : exchange.schemaViolations().stream().sorted().toList()) {
        json.writeString(normalised(violation));
      }
      json.writeEndArray();
      json.writeEndObject();
    }

    /** Every outcome, in declaration order (best to worst), zero or not. */
    private void counts(String field, Map<Outcome, Integer> counts) throws IOException {
      json.writeObjectFieldStart(field);
      for (Outcome outcome : Outcome.values()) {
        json.writeNumberField(outcome.name(), counts.getOrDefault(outcome, 0));
      }
      json.writeEndObject();
    }

    /** A string field, null kept as null so every object has the same fields. */
    private void string(String field, String value) throws IOException {
      json.writeStringField(field, normalised(value));
    }

    private String normalised(String text) {
      return values.text(text);
    }
  }
}
