package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import org.junit.jupiter.api.Test;

/** Does the server implement the semantic-views extension, or say clearly that it does not? */
@ConformanceSuite
class SemanticGateSuite {

  private final PaimonSteps steps;

  SemanticGateSuite(Check check) {
    this.steps = new PaimonSteps(check);
  }

  @Test
  @Verifies("PAI-GATE-01")
  void theRoutesAreImplementedOrAnswer501() {
    PaimonRunState.Gate gate = steps.gate();
    Exchange probe = gate.probe();
    if (probe.hasStatus(501)) {
      Expect.jsonAt(probe, "/resourceType", "SEMANTIC_VIEW");
      return;
    }
    Expect.thatWithHint(
        gate.implemented(),
        "GET of an absent semantic view to answer 404 with an ErrorResponse, or 501",
        probe.summary() + (probe.body() == null ? "" : " " + abbreviated(probe.body())),
        "a server without the extension must answer 501 and never fall back to other routes",
        probe);
  }

  private static String abbreviated(String body) {
    return body.length() <= 200 ? body : body.substring(0, 200) + "…";
  }
}
