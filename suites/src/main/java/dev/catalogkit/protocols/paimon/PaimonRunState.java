package dev.catalogkit.protocols.paimon;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.http.Exchange;
import java.util.Map;
import java.util.function.Supplier;

/** What a Paimon run knows beyond the generic capabilities: the semantic-view gate, once. */
public final class PaimonRunState {

  /** What a GET of an absent semantic view says about the server. */
  public record Gate(boolean implemented, String reason, Exchange probe) {

    /** The server says it does not implement semantic views (501). */
    public boolean notImplemented() {
      return probe.hasStatus(501);
    }

    /** The probe failed on the server's side (5xx) or got no answer: it tells nothing. */
    public boolean undecided() {
      return !probe.answered() || (probe.status() >= 500 && probe.status() != 501);
    }
  }

  private Gate gate;

  /**
   * The gate's finding, probed by the first check that asks: asking twice would only cost. A probe
   * that got no decisive answer (a 5xx, none at all) is not kept: the next check asks again.
   */
  public synchronized Gate gate(Supplier<Gate> probe) {
    if (gate == null) {
      Gate found = probe.get();
      if (!found.undecided()) {
        gate = found;
      }
      return found;
    }
    return gate;
  }

  /**
   * Probes the gate with a GET of an absent semantic view in an existing database. A 404 ("Missing
   * database or model") shows the routes are implemented when it is a JSON object or the database's
   * listing works; its body is PAI-ERR-01's and PAI-ERR-04's business, not the gate's. A 404 that
   * is neither comes from a router that knows no such route.
   */
  public static Gate probe(PaimonCatalogClient client, String database, String absentName) {
    Exchange probe = client.getSemanticView(database, absentName);
    if (probe.hasStatus(404)
        && (probe.json().filter(JsonNode::isObject).isPresent()
            || listsSemanticViews(client, database))) {
      return new Gate(true, "the server implements semantic views", probe);
    }
    if (probe.hasStatus(501)) {
      return new Gate(false, "the server does not implement semantic views (501)", probe);
    }
    return new Gate(
        false,
        "the server neither implements semantic views nor answers 501 (see PAI-GATE-01): "
            + probe.summary(),
        probe);
  }

  /** The database's semantic views list (200 with a semanticViews array). */
  private static boolean listsSemanticViews(PaimonCatalogClient client, String database) {
    Exchange listed = client.listSemanticViews(database, Map.of());
    return listed.hasStatus(200) && ListingPage.semanticViews(listed).listIsArray();
  }
}
