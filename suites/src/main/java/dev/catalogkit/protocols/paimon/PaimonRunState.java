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
}
