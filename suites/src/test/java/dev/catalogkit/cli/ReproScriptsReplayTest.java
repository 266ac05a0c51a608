package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.iceberg.IcebergFault;
import dev.catalogkit.report.RunReport;
import dev.catalogkit.report.writer.JsonReportWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every failure's curl script, run through bash against a fresh reference with the same faults,
 * gets the decisive answer again: the evidence is complete and in the order sent, whatever the size
 * of the answers (views answer more than the 1 KiB the audits keep of a success body). Scripts that
 * send back a value only the first server made (a view-uuid to assert, a metadata location) cannot
 * be replayed on another server and are left out.
 */
class ReproScriptsReplayTest {

  /** Faults whose checks create views and tables, with answers well over 1 KiB, then judge them. */
  private static final Fault[] FAULTS = {
    IcebergFault.CREATE_VIEW_DROPS_PROPERTIES,
    IcebergFault.CREATE_VIEW_LOCATION_IGNORED,
    IcebergFault.SET_PROPERTIES_IGNORED,
    IcebergFault.HEAD_EXISTING_VIEW_ANSWERS_200
  };

  private static final Pattern STATUS = Pattern.compile("(?m)^HTTP (\\d{3})$");

  @Test
  void everyReplayableScriptReachesItsDecisiveStatus(@TempDir Path dir) throws Exception {
    JsonNode json;
    try (ReferenceCatalog reference = faulted()) {
      RunReport report =
          new KitRunner(line -> {})
              .run(
                  RunOptions.of(
                      Profiles.load().named("iceberg"), TargetConfig.of(reference.uri())));
      json = new ObjectMapper().readTree(new JsonReportWriter().render(report));
    }
    String runId = json.at("/run/runId").asText();
    String base = json.get("target").asText(); // its port is a placeholder: the script's too
    List<String> replayed = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    for (JsonNode check : json.get("checks")) {
      String script = check.at("/repro/curl").asText(null);
      if (script == null) {
        continue;
      }
      if (!replayable(script)) {
        skipped.add(check.get("id").asText());
        continue;
      }
      int decisive = lastDecisive(check.get("exchanges"));
      try (ReferenceCatalog fresh = faulted()) {
        String again = script.replace(base, fresh.uri().toString().replaceAll("/$", ""));
        List<Integer> statuses = replay(again, runId, dir);
        assertThat(statuses).as(check.get("id").asText()).hasSize(check.get("exchanges").size());
        assertThat(statuses.get(decisive))
            .as(check.get("id").asText() + ": the decisive answer, reproduced")
            .isEqualTo(check.at("/exchanges/" + decisive + "/status").asInt());
      }
      replayed.add(check.get("id").asText());
    }
    assertThat(replayed)
        .as("failures replayed (left out, sending a value of the first server: %s)", skipped)
        .contains(
            "CreateViewSuite#createdViewCarriesTheSentDefinition",
            "LoadViewSuite#headOnAnExistingViewAnswers204");
  }

  private static ReferenceCatalog faulted() {
    return ReferenceCatalog.start(
        ReferenceOptions.defaults().withProfile("iceberg").withFaults(FAULTS));
  }

  private static boolean replayable(String script) {
    return !script.contains("assert-view-uuid") && !script.contains("metadata-location");
  }

  private static int lastDecisive(JsonNode exchanges) {
    int decisive = -1;
    for (int i = 0; i < exchanges.size(); i++) {
      if (exchanges.get(i).get("role").asText().equals("DECISIVE")) {
        decisive = i;
      }
    }
    return decisive;
  }

  private static List<Integer> replay(String script, String runId, Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("repro.sh"), script);
    ProcessBuilder bash = new ProcessBuilder("bash", file.toString()).redirectErrorStream(true);
    bash.environment().put("RUN_ID", runId);
    Process process = bash.start();
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    List<Integer> statuses = new ArrayList<>();
    Matcher status = STATUS.matcher(output);
    while (status.find()) {
      statuses.add(Integer.parseInt(status.group(1)));
    }
    return statuses;
  }
}
