package dev.catalogkit.protocols.paimon;

import dev.catalogkit.http.Exchange;
import java.util.function.Supplier;

/** What a Paimon run knows beyond the generic capabilities: the semantic-view gate, once. */
public final class PaimonRunState {

  /** What a GET of an absent semantic view says about the server. */
  public record Gate(boolean implemented, String reason, Exchange probe) {

    /** The server says it does not implement semantic views (501). */
    public boolean notImplemented() {
      return probe.hasStatus(501);
    }
  }

  private Gate gate;

  /** The gate's finding, probed by the first check that asks: asking twice would only cost. */
  public synchronized Gate gate(Supplier<Gate> probe) {
    if (gate == null) {
      gate = probe.get();
    }
    return gate;
  }
}
