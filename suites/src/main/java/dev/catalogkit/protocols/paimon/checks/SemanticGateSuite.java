package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.PaimonAnswers;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Does the server implement the semantic-views extension, or say clearly that it does not, on all
 * four routes and without falling back to other objects?
 */
@ConformanceSuite
class SemanticGateSuite {

  private final PaimonSteps steps;

  SemanticGateSuite(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.steps = new PaimonSteps(check);
  }

  @Test
  @Verifies("PAI-GATE-01")
  void theRoutesAreImplementedOrAnswer501() {
    PaimonRunState.Gate gate = steps.probedGate();
    Exchange probe = gate.probe();
    if (probe.hasStatus(501)) {
      PaimonSteps.expectResourceType(probe, "SEMANTIC_VIEW");
      return;
    }
    Expect.thatWithHint(
        gate.implemented(),
        "GET of an absent semantic view to answer 404 from the semantic-view route, or 501",
        probe.summary() + (probe.body() == null ? "" : " " + abbreviated(probe.body())),
        "a server without the extension must answer 501 and never fall back to other routes",
        probe);
  }

  @Test
  @Verifies("PAI-GATE-02")
  void theFourRoutesAnswer501AllOrNone() {
    PaimonRunState.Gate gate = steps.requireGateDecided();
    PaimonCatalogClient client = steps.client();
    String database = steps.createdDatabase("routes");
    Map<String, Exchange> answers = new LinkedHashMap<>();
    answers.put("list", client.listSemanticViews(database, Map.of()));
    answers.put("GET", client.getSemanticView(database, steps.newName("absent")));
    answers.put("POST", steps.upsert(database, steps.newName("stored"), steps.sampleContent()));
    answers.put("DELETE", client.deleteSemanticView(database, steps.newName("absent")));
    long refused = answers.values().stream().filter(answer -> answer.hasStatus(501)).count();
    Expect.that(
        refused == (gate.notImplemented() ? answers.size() : 0),
        gate.notImplemented() ? "501 on all four routes" : "501 on none of the four routes",
        statuses(answers),
        answers.values().toArray(Exchange[]::new));
  }

  @Test
  @Verifies("PAI-GATE-03")
  void aRefusedUpsertLeavesNoSqlViewTableOrOptionBehind() {
    PaimonRunState.Gate gate = steps.requireGateDecided();
    PaimonCatalogClient client = steps.client();
    String database = steps.createdDatabase("refused");
    Exchange before = Precondition.require(client.getDatabase(database), 200, "read the database");
    String name = steps.newName("refused");
    Exchange refused =
        gate.notImplemented()
            ? steps.upsert(database, name, steps.sampleContent())
            : client.upsertSemanticView(
                database,
                name,
                PaimonSteps.definition(
                    SemanticValidationSuite.UNSUPPORTED_FORMAT, steps.sampleContent()));
    Precondition.require(refused.isError(), "the upsert is refused: " + refused.summary());
    Expect.status(client.getView(database, name), 404);
    Expect.status(client.getTable(database, name), 404);
    Exchange after = client.getDatabase(database);
    Expect.equal(
        "database options",
        PaimonAnswers.databaseOptions(before),
        PaimonAnswers.databaseOptions(after),
        before,
        after);
  }

  private static String statuses(Map<String, Exchange> answers) {
    return answers.entrySet().stream()
        .map(answer -> answer.getKey() + " " + statusOf(answer.getValue()))
        .collect(Collectors.joining(", "));
  }

  private static String statusOf(Exchange answer) {
    return answer.answered() ? String.valueOf(answer.status()) : "no response";
  }

  private static String abbreviated(String body) {
    return body.length() <= 200 ? body : body.substring(0, 200) + "…";
  }
}
