package dev.catalogkit.explore;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.http.EvidenceWriter;
import dev.catalogkit.http.Redactor;
import dev.catalogkit.report.ExchangeRecord;
import dev.catalogkit.report.writer.CurlScripts;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.RequirementCatalogue;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An exploration for machines ({@code exploration.json}): the seed and figures, and the finding
 * with its requirement, level and outcome, how often it reproduced, and the shrunk sequence as
 * numbered steps, the last with expected and got and its evidence. Secrets are redacted.
 */
public final class ExplorationJson {

  /** The file's format; raised when a field changes meaning or goes away. */
  static final int FORMAT = 1;

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private ExplorationJson() {}

  /**
   * The report of an exploration of {@code target} by the run {@code runId}; the finding's curl
   * script names the run's objects through {@code $RUN_ID} and takes credentials from the
   * environment.
   */
  public static ObjectNode of(
      ExplorationResult result,
      RequirementCatalogue catalogue,
      String profile,
      String target,
      String runId,
      Redactor redactor) {
    ObjectNode root = JSON.createObjectNode().put("format", FORMAT);
    root.put("profile", profile).put("target", target).put("seed", result.seed());
    root.putObject("figures")
        .put("sequences", result.sequences())
        .put("steps", result.steps())
        .put("requests", result.requests())
        .put("elapsedMillis", result.elapsedMillis());
    result.stopped().forEach(root.putArray("stoppedWalks")::add);
    result
        .finding()
        .ifPresentOrElse(
            shrunk -> {
              ObjectNode finding = root.putObject("finding");
              finding(finding, shrunk, catalogue);
              String curl = curlScript(shrunk, runId, redactor);
              if (curl != null) {
                finding.put("curl", curl);
              }
            },
            () -> root.putNull("finding"));
    return root;
  }

  private static void finding(
      ObjectNode node, ShrunkFinding shrunk, RequirementCatalogue catalogue) {
    Finding finding = shrunk.finding();
    Requirement requirement = catalogue.get(finding.requirementId());
    node.put("requirementId", requirement.id())
        .put("level", requirement.level().name())
        .put("outcome", ExplorationText.grade(shrunk, requirement))
        .put("title", requirement.title())
        .put("reproduced", shrunk.reproduced())
        .put("replays", shrunk.replays())
        .put("originalSteps", shrunk.originalSteps());
    ArrayNode steps = node.putArray("steps");
    // the step it showed at: the last, unless a replay that did not fail left the original's
    int shownAt = Math.min(finding.step(), shrunk.steps().size());
    for (int i = 0; i < shrunk.steps().size(); i++) {
      ObjectNode step = steps.addObject().put("number", i + 1);
      step.put("step", shrunk.steps().get(i).describe());
      if (i + 1 == shownAt) {
        step.put("expected", finding.expected())
            .put("got", finding.actual())
            .put("evidence", finding.evidence());
      }
    }
  }

  /**
   * The shrunk sequence's requests as the last walk that failed sent them, read-backs included, the
   * last one decisive; null when none were kept.
   */
  public static String curlScript(ShrunkFinding shrunk, String runId, Redactor redactor) {
    EvidenceWriter evidence = new EvidenceWriter(redactor);
    List<ExchangeRecord> records =
        new ArrayList<>(shrunk.exchanges().stream().map(evidence::record).toList());
    if (!records.isEmpty()) {
      int last = records.size() - 1;
      records.set(last, records.get(last).withRole(ExchangeRecord.Role.DECISIVE));
    }
    return CurlScripts.of(records, runId);
  }

  /** Writes {@code exploration.json} into the directory (made if missing), secrets redacted. */
  public static Path write(ObjectNode report, Path directory, Redactor redactor) {
    try {
      Files.createDirectories(directory);
      Path file = directory.resolve("exploration.json");
      Files.writeString(file, redactor.text(JSON.writeValueAsString(report)) + "\n");
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
