package dev.catalogkit.report.writer;

import dev.catalogkit.report.CapabilityMatrix;
import dev.catalogkit.report.CapabilityMatrix.JudgedOn;
import dev.catalogkit.report.CapabilityMatrix.OperationCapability;
import dev.catalogkit.report.CapabilityMatrix.Probe;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Failure;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunHealth;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.spec.Level;
import dev.catalogkit.spec.Requirement;
import java.util.List;
import java.util.Map;

/**
 * A run with few causes and many failing cases, as real servers give: one MUST requirement failed
 * by two cases whose answers are 500s with the server's message inside, another MUST failed once, a
 * SHOULD warned once, one that holds, and a capability matrix of three operations (advertised,
 * probed and served, probed and absent).
 */
final class GroupedRun {

  static final Requirement ERRORS =
      SampleRun.requirement("ICE-ERR-01", Level.MUST, false, "errors");
  static final Requirement MISSING =
      SampleRun.requirement("ICE-VCR-04", Level.MUST, false, "views");
  static final Requirement PAGING = SampleRun.requirement("ICE-REQ-03", Level.SHOULD, true, "req");
  static final Requirement HOLDS = SampleRun.requirement("ICE-DISC-01", Level.MUST, false, "disc");

  private GroupedRun() {}

  static RunReport report() {
    List<CheckResult> checks =
        List.of(
            failed(ERRORS, "ErrorSuite#errorBodies[1]", "load of a missing table", 500),
            failed(ERRORS, "ErrorSuite#errorBodies[2]", "rename of a missing view", 500),
            check(HOLDS, "DiscoverySuite#config", Outcome.PASS, null, List.of()),
            failed(MISSING, "ViewsSuite#createInMissingNamespace", null, 500),
            check(
                PAGING,
                "PagingSuite#pageSizeZero",
                Outcome.WARN,
                new Failure("ICE-REQ-03: expected 400, got 200", "400", "200", null),
                List.of(exchange("listTables", "GET", 200, "{\"identifiers\":[]}"))));
    List<RequirementVerdict> verdicts =
        List.of(
            verdict(ERRORS, Outcome.FAIL, checks),
            verdict(MISSING, Outcome.FAIL, checks),
            verdict(PAGING, Outcome.WARN, checks),
            verdict(HOLDS, Outcome.PASS, checks));
    return new RunReport(
        SampleRun.report().run(),
        verdicts,
        checks,
        List.of(),
        RunPolicy.DEFAULT,
        List.of(),
        RunHealth.NONE,
        matrix(),
        null);
  }

  static CapabilityMatrix matrix() {
    return new CapabilityMatrix(
        true,
        List.of(
            new OperationCapability(
                "loadTable",
                "GET",
                "/v1/{prefix}/namespaces/{namespace}/tables/{table}",
                true,
                true,
                Probe.NOT_PROBED,
                null,
                List.of(
                    new JudgedOn("ICE-ERR-01", Outcome.FAIL),
                    new JudgedOn("ICE-DISC-01", Outcome.PASS))),
            new OperationCapability(
                "renameView",
                "POST",
                "/v1/{prefix}/views/rename",
                false,
                false,
                Probe.ABSENT,
                404,
                List.of(new JudgedOn("ICE-ERR-01", Outcome.NOT_APPLICABLE))),
            new OperationCapability(
                "listTables",
                "GET",
                "/v1/{prefix}/namespaces/{namespace}/tables",
                false,
                true,
                Probe.SERVED,
                200,
                List.of(new JudgedOn("ICE-REQ-03", Outcome.WARN)))));
  }

  private static CheckResult failed(
      Requirement requirement, String id, String invocation, int status) {
    String name = requirement.displayName() + (invocation == null ? "" : " \u00b7 " + invocation);
    return new CheckResult(
        id,
        name,
        requirement.area(),
        requirement.id(),
        Outcome.FAIL,
        null,
        new Failure(
            requirement.id() + ": expected 404, got " + status, "404", "status " + status, null),
        List.of(
            exchange("createNamespace", "POST", 200, "{}"),
            exchange(
                    "loadTable",
                    "GET",
                    status,
                    "{\"error\":{\"message\":\"Table does not exist: t1\",\"type\":"
                        + "\"NoSuchTableException\",\"code\":"
                        + status
                        + "}}")
                .withRole(ExchangeRecord.Role.DECISIVE)),
        5);
  }

  private static CheckResult check(
      Requirement requirement,
      String id,
      Outcome outcome,
      Failure failure,
      List<ExchangeRecord> exchanges) {
    return SampleRun.check(id, requirement, outcome, null, failure, exchanges, 5);
  }

  private static ExchangeRecord exchange(String operation, String method, int status, String body) {
    return new ExchangeRecord(
        operation,
        method,
        "http://127.0.0.1:40123/v1/namespaces/cck_r7f3a/tables/t1",
        Map.of(),
        null,
        null,
        status,
        Map.of("Content-Type", "application/json"),
        body,
        false,
        null,
        List.of(),
        3);
  }

  private static RequirementVerdict verdict(
      Requirement requirement, Outcome outcome, List<CheckResult> checks) {
    return new RequirementVerdict(
        requirement,
        outcome,
        null,
        null,
        checks.stream()
            .filter(check -> check.requirementId().equals(requirement.id()))
            .map(CheckResult::id)
            .toList());
  }
}
