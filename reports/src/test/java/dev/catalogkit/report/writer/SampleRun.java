package dev.catalogkit.report.writer;

import dev.catalogkit.report.CapabilityMatrix;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.Exploration;
import dev.catalogkit.report.Failure;
import dev.catalogkit.report.NotJudged;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunHealth;
import dev.catalogkit.report.RunInfo;
import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.spec.Level;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.SpecSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A run built by hand with one check of every outcome, listed out of order, over three areas. The
 * failing check carries a hostile response body (markup, a script, NUL, ESC, a lone surrogate, a
 * bidi override) and the run ID appears in URLs, names and leftovers.
 */
final class SampleRun {

  static final String RUN_ID = "r7f3a";
  static final String HOSTILE_BODY =
      "{\"error\":\"<script>alert('owned')</script></pre><img src=x onerror=alert(1)>\"}"
          + " NUL\u0000 ESC\u001b[31mred\u001b[0m lone\ud800 rtl\u202egnp.exe &amp;";

  private SampleRun() {}

  static RunReport report() {
    return report(RUN_ID, "2025-01-01T10:00:00Z", 12_345, 40);
  }

  /** The same run with other volatile values: run ID, start, duration, check durations. */
  static RunReport report(String runId, String startedAt, long durationMillis, long checkMillis) {
    RunInfo run =
        new RunInfo(
            "0.1.0-test",
            "iceberg",
            "Iceberg REST Catalog (test)",
            "http://localhost:8181/iceberg",
            Map.of("CCK_TOKEN", "<redacted>", "CCK_TARGET", "http://localhost:8181/iceberg"),
            runId,
            startedAt,
            durationMillis);
    Requirement fail = requirement("ICE-VIEW-02", Level.MUST, false, "views");
    Requirement pass = requirement("ICE-DISC-01", Level.SHOULD, true, "discovery");
    Requirement warn = requirement("ICE-VIEW-01", Level.SHOULD, false, "views");
    Requirement notice = requirement("ICE-VIEW-03", Level.MAY, false, "views");
    Requirement notApplicable = requirement("ICE-NS-01", Level.MUST, false, "namespaces");
    Requirement notVerified = requirement("ICE-NS-02", Level.MUST, false, "namespaces");
    Requirement error = requirement("ICE-DISC-02", Level.MUST, false, "discovery");
    String ns = "cck_" + runId;
    List<CheckResult> checks =
        List.of(
            check(
                "ViewsSuite#replaceWithStaleUuidIsRejectedWith409",
                fail,
                Outcome.FAIL,
                null,
                new Failure("a stale view-uuid was accepted", "409", "200", "compare the uuid"),
                List.of(exchange(ns, 200, HOSTILE_BODY, true)),
                checkMillis),
            check(
                "DiscoverySuite#configAnswers200",
                pass,
                Outcome.PASS,
                null,
                null,
                List.of(exchange(ns, 200, "{}", false)),
                checkMillis),
            check(
                "ViewsSuite#listViewsIsPaged",
                notice,
                Outcome.NOTICE,
                null,
                new Failure("no next-page-token", "a next-page-token", "none", "page the list"),
                List.of(),
                checkMillis),
            check(
                "ViewsSuite#createViewAnswersWithLocation",
                warn,
                Outcome.WARN,
                null,
                new Failure("no Location header", "Location", "absent", "add Location"),
                List.of(exchange(ns, 200, "{\"a\":1}", false)),
                checkMillis),
            check(
                "NamespacesSuite#storageIsDurable",
                notVerified,
                Outcome.NOT_VERIFIED,
                "storage is not observable from outside",
                null,
                List.of(),
                checkMillis),
            check(
                "NamespacesSuite#nestedNamespacesAreListed",
                notApplicable,
                Outcome.NOT_APPLICABLE,
                "views endpoint not advertised",
                null,
                List.of(),
                checkMillis),
            check(
                "DiscoverySuite#prefixAddressesTheCatalog",
                error,
                Outcome.ERROR,
                "connection refused: " + ns,
                null,
                List.of(transportError(ns)),
                checkMillis));
    List<RequirementVerdict> requirements =
        List.of(
            verdict(fail, Outcome.FAIL, null, checks),
            verdict(pass, Outcome.PASS, null, checks),
            verdict(notice, Outcome.NOTICE, null, checks),
            verdict(warn, Outcome.WARN, null, checks),
            verdict(notVerified, Outcome.NOT_VERIFIED, "not observable from outside", checks),
            verdict(notApplicable, Outcome.NOT_APPLICABLE, "views not advertised", checks),
            verdict(error, Outcome.ERROR, "connection refused", checks));
    return new RunReport(run, requirements, checks, List.of(ns + ".v2", ns));
  }

  /** The sample run with its WARN ICE-VIEW-01 explained by its FAIL ICE-VIEW-02. */
  static RunReport withSameCause() {
    RunReport sample = report();
    return new RunReport(
        sample.run(),
        sample.requirements().stream()
            .map(v -> v.requirement().id().equals("ICE-VIEW-01") ? v.causedBy("ICE-VIEW-02") : v)
            .toList(),
        sample.checks(),
        sample.leftovers(),
        sample.policy());
  }

  /** The sample run with an exploration that found its FAIL again, as a check of its own. */
  static RunReport explored() {
    RunReport sample = report();
    CheckResult failed =
        sample.checks().stream()
            .filter(check -> check.outcome() == Outcome.FAIL)
            .findFirst()
            .orElseThrow();
    List<CheckResult> checks = new ArrayList<>(sample.checks());
    checks.add(
        new CheckResult(
            Exploration.AREA + "#" + failed.requirementId(),
            failed.name() + CheckResult.CASE_SEPARATOR + "found by exploration",
            Exploration.AREA,
            failed.requirementId(),
            Outcome.FAIL,
            null,
            failed.failure(),
            failed.exchanges(),
            5));
    return new RunReport(
        sample.run(),
        sample.requirements(),
        checks,
        sample.leftovers(),
        sample.policy(),
        List.of(),
        RunHealth.NONE,
        CapabilityMatrix.NONE,
        new Exploration(
            7, 1, 3, 120, 100, 300, 2500, List.of("createNamespace answered 503"), null));
  }

  /**
   * A run that judged one MUST requirement (PASS) and could not judge another because a step
   * failed: INCOMPLETE under the given policy.
   */
  static RunReport incomplete(RunPolicy policy) {
    RunReport sample = report();
    Requirement judged = requirement("ICE-NS-01", Level.MUST, false, "namespaces");
    Requirement open = requirement("ICE-NS-02", Level.MUST, false, "namespaces");
    CheckResult passed = check("NsSuite#a", judged, Outcome.PASS, null, null, List.of(), 1);
    CheckResult blocked =
        check("NsSuite#b", open, Outcome.NOT_VERIFIED, "could not create", null, List.of(), 1);
    return new RunReport(
        sample.run(),
        List.of(
            new RequirementVerdict(judged, Outcome.PASS, null, null, List.of("NsSuite#a")),
            new RequirementVerdict(
                open,
                Outcome.NOT_VERIFIED,
                "could not create",
                NotJudged.STEP_FAILED,
                List.of("NsSuite#b"))),
        List.of(passed, blocked),
        List.of(),
        policy);
  }

  static Requirement requirement(String id, Level level, boolean implied, String area) {
    return new Requirement(
        id,
        level,
        area,
        "Title of " + id,
        implied,
        new SpecSource(
            "Apache Gravitino docs, Iceberg REST API: Create a view",
            "https://gravitino.apache.org/docs/latest/iceberg-rest-service",
            "Quote for " + id + " with <b>markup</b>."),
        null,
        "Hint for " + id + " with <i>markup</i>.",
        null,
        List.of(),
        level == Level.MUST ? "must word: Quote for " + id + " with <b>markup</b>." : null);
  }

  private static RequirementVerdict verdict(
      Requirement requirement, Outcome outcome, String why, List<CheckResult> checks) {
    return new RequirementVerdict(
        requirement,
        outcome,
        why,
        notJudged(outcome),
        checks.stream()
            .filter(check -> check.requirementId().equals(requirement.id()))
            .map(CheckResult::id)
            .toList());
  }

  /** What the engine would record for a requirement with this outcome. */
  static NotJudged notJudged(Outcome outcome) {
    return switch (outcome) {
      case NOT_VERIFIED -> NotJudged.OUTSIDE_VIEW;
      case NOT_APPLICABLE -> NotJudged.NOT_OFFERED;
      case ERROR -> NotJudged.KIT_ERROR;
      default -> null;
    };
  }

  static CheckResult check(
      String id,
      Requirement requirement,
      Outcome outcome,
      String reason,
      Failure failure,
      List<ExchangeRecord> exchanges,
      long millis) {
    return new CheckResult(
        id,
        requirement.displayName(),
        requirement.area(),
        requirement.id(),
        outcome,
        reason,
        failure,
        exchanges,
        millis);
  }

  static ExchangeRecord exchange(String ns, int status, String body, boolean truncated) {
    return new ExchangeRecord(
        "replaceView",
        "POST",
        "http://localhost:8181/iceberg/v1/cat/namespaces/" + ns + "/views/v1",
        Map.of("Content-Type", "application/json", "Authorization", "<redacted>"),
        "{\"view-uuid\":\"stale\"}",
        "views/replace.stale-uuid.json",
        status,
        Map.of("Content-Type", "application/json", "X-Evil", "<b>bold</b>\u0007"),
        body,
        truncated,
        null,
        List.of("$.metadata: required property 'metadata' not found", "$: <bad> & wrong"),
        7);
  }

  private static ExchangeRecord transportError(String ns) {
    return new ExchangeRecord(
        "listNamespaces",
        "GET",
        "http://localhost:8181/iceberg/v1/cat/namespaces?parent=" + ns,
        Map.of(),
        null,
        null,
        null,
        Map.of(),
        null,
        false,
        "connection refused",
        List.of(),
        3);
  }
}
