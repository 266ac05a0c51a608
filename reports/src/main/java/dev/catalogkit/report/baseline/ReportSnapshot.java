package dev.catalogkit.report.baseline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.spec.Level;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a comparison needs of one report, from a {@code compliance.json} or from a run just made:
 * its findings by fingerprint, the fingerprints it judged (so that a finding gone from a run that
 * did not judge it is not taken for a fix), and the wording of its requirements.
 *
 * @param source the file as the user named it, or {@code this run}
 * @param judged fingerprints of the checks that judged (passed, violated, waived) and of the
 *     requirements judged
 * @param sustainedWindow requests at once the report's concurrency probe saw the server answer as
 *     alone ({@code run.probe.sustained}); 1 when it did not probe
 */
public record ReportSnapshot(
    String source,
    String profile,
    String kitVersion,
    String verdict,
    SortedMap<String, Finding> findings,
    Set<String> judged,
    SortedMap<String, Wording> requirements,
    int sustainedWindow) {

  /** The format names {@code compliance.json} has had; each keeps the fields read here. */
  private static final String FORMAT_PREFIX = "catalogkit-compliance/";

  public ReportSnapshot {
    findings = Collections.unmodifiableSortedMap(new TreeMap<>(findings));
    judged = Set.copyOf(judged);
    requirements = Collections.unmodifiableSortedMap(new TreeMap<>(requirements));
  }

  /** How the kit states a requirement: what changes when the kit rewords or re-levels it. */
  public record Wording(Level level, String title, String quote) {}

  /** The snapshot of a run just made. */
  public static ReportSnapshot of(RunReport report, String source) {
    String profile = report.run().profile();
    Map<String, Finding> findings = new TreeMap<>();
    Set<String> judged = new HashSet<>();
    Map<String, Wording> requirements = new TreeMap<>();
    for (RequirementVerdict verdict : report.requirements()) {
      String id = verdict.requirement().id();
      requirements.put(
          id,
          new Wording(
              verdict.requirement().level(),
              verdict.requirement().title(),
              verdict.requirement().source().quote()));
      String open = Fingerprint.ofOpen(profile, id);
      if (verdict.judged()) {
        judged.add(open);
      } else if (RunReport.leftOpen(verdict)) {
        findings.put(open, openFinding(open, id, requirements.get(id), verdict.reason()));
      }
    }
    for (CheckResult check : report.checks()) {
      String fingerprint = Fingerprint.of(report, check);
      if (check.outcome().isJudgement()) {
        judged.add(fingerprint);
      }
      if (RunReport.isFinding(check.outcome())) {
        String why = check.failure() == null ? check.reason() : check.failure().message();
        findings.putIfAbsent(
            fingerprint,
            checkFinding(
                fingerprint,
                requirements.get(check.requirementId()),
                check.requirementId(),
                check.outcome(),
                check.caseIdentity(),
                why));
      }
    }
    return new ReportSnapshot(
        source,
        profile,
        report.run().kitVersion(),
        report.verdict().name(),
        new TreeMap<>(findings),
        judged,
        new TreeMap<>(requirements),
        Math.max(1, report.health().load().sustained()));
  }

  /**
   * The snapshot of a {@code compliance.json}; a file that is missing, not JSON or not such a
   * report is an {@link IllegalArgumentException} with a one-line message naming it.
   */
  public static ReportSnapshot read(Path file) {
    JsonNode json;
    try {
      json = new ObjectMapper().readTree(Files.readString(file));
    } catch (NoSuchFileException missing) {
      throw new IllegalArgumentException(file + " does not exist");
    } catch (IOException unreadable) {
      throw new IllegalArgumentException(
          file + " cannot be read as compliance.json: " + oneLine(unreadable));
    }
    if (json == null || !json.path("format").asText().startsWith(FORMAT_PREFIX)) {
      throw new IllegalArgumentException(
          file + " is not a compliance.json of the kit (no format " + FORMAT_PREFIX + "N)");
    }
    try {
      return fromJson(file.toString(), json);
    } catch (IllegalArgumentException malformed) {
      throw new IllegalArgumentException(
          file + " is a malformed compliance.json: " + malformed.getMessage());
    }
  }

  private static ReportSnapshot fromJson(String source, JsonNode json) {
    String profile = json.path("profile").asText();
    Set<String> leavesOpen = new HashSet<>();
    json.path("judged")
        .path("notJudged")
        .forEach(
            group -> {
              if (group.path("makesRunIncomplete").asBoolean()) {
                leavesOpen.add(group.path("why").asText());
              }
            });
    Map<String, Finding> findings = new TreeMap<>();
    Set<String> judged = new HashSet<>();
    Map<String, Wording> requirements = new TreeMap<>();
    for (JsonNode requirement : json.path("requirements")) {
      String id = required(requirement, "id");
      Wording wording =
          new Wording(
              Level.valueOf(required(requirement, "level")),
              text(requirement, "title"),
              text(requirement.path("source"), "quote"));
      requirements.put(id, wording);
      String open = Fingerprint.ofOpen(profile, id);
      String notJudged = text(requirement, "notJudged");
      if (notJudged == null) {
        judged.add(open);
      } else if (wording.level() == Level.MUST && leavesOpen.contains(notJudged)) {
        findings.put(open, openFinding(open, id, wording, text(requirement, "reason")));
      }
    }
    for (JsonNode check : json.path("checks")) {
      String requirementId = text(check, "requirementId");
      String caseIdentity = CheckResult.caseIdentity(required(check, "id"), text(check, "name"));
      String fingerprint =
          check.hasNonNull("fingerprint")
              ? check.get("fingerprint").asText()
              : Fingerprint.ofCase(profile, requirementId, caseIdentity);
      Outcome outcome = Outcome.valueOf(required(check, "outcome"));
      if (outcome.isJudgement()) {
        judged.add(fingerprint);
      }
      if (RunReport.isFinding(outcome)) {
        String message = text(check.path("failure"), "message");
        findings.putIfAbsent(
            fingerprint,
            checkFinding(
                fingerprint,
                requirements.get(requirementId),
                requirementId,
                outcome,
                caseIdentity,
                message == null ? text(check, "reason") : message));
      }
    }
    return new ReportSnapshot(
        source,
        profile,
        text(json, "kitVersion"),
        text(json, "verdict"),
        new TreeMap<>(findings),
        judged,
        new TreeMap<>(requirements),
        Math.max(1, sustained(json)));
  }

  /** The probe's sustained window: {@code run.probe}, or {@code health.load} before it moved. */
  private static int sustained(JsonNode json) {
    JsonNode probe = json.path("run").path("probe");
    return (probe.isMissingNode() ? json.path("health").path("load") : probe)
        .path("sustained")
        .asInt(1);
  }

  private static Finding checkFinding(
      String fingerprint,
      Wording wording,
      String requirementId,
      Outcome outcome,
      String caseIdentity,
      String why) {
    return new Finding(
        fingerprint,
        requirementId,
        wording == null ? null : wording.level(),
        wording == null ? null : wording.title(),
        outcome,
        caseIdentity,
        why);
  }

  private static Finding openFinding(String fingerprint, String id, Wording wording, String why) {
    return new Finding(fingerprint, id, Level.MUST, wording.title(), null, null, why);
  }

  private static String required(JsonNode node, String field) {
    String value = text(node, field);
    if (value == null) {
      throw new IllegalArgumentException("an entry has no \"" + field + "\"");
    }
    return value;
  }

  private static String text(JsonNode node, String field) {
    JsonNode value = node.get(field);
    return value == null || value.isNull() ? null : value.asText();
  }

  private static String oneLine(IOException problem) {
    String message = problem.getMessage() == null ? problem.toString() : problem.getMessage();
    return message.lines().findFirst().orElse(message);
  }
}
