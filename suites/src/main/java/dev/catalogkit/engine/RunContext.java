package dev.catalogkit.engine;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.EvidenceWriter;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.spec.RequirementCatalogue;
import dev.catalogkit.spec.SpecDocument;
import java.util.Map;

/**
 * What every check of one run shares: the catalogue, the OpenAPI document, the run's client, what
 * discovery found and the profile's run state, the names the run owns. One per run, handed to the
 * checks through the launcher session's store ({@link ConformanceExtension}); there is no global.
 *
 * @param client the run's client, recording outside any check; checks get their own ({@link
 *     #check})
 * @param capabilities what the server advertises, completed by the probe phase
 * @param state the profile's own run state ({@link Discovery#state()})
 * @param stop whether and why the run stopped early; no check starts after that
 * @param underLoad what the isolation phase found, for the robustness audits
 */
public record RunContext(
    ProtocolProfile profile,
    RequirementCatalogue catalogue,
    SpecDocument spec,
    RestCatalogClient client,
    Capabilities capabilities,
    Object state,
    RunNames names,
    ExchangeRecorder recorder,
    EvidenceWriter evidence,
    boolean forceUnadvertised,
    Map<String, String> settings,
    RunStop stop,
    UnderLoad underLoad) {

  public RunContext {
    settings = Map.copyOf(settings);
  }

  /** The profile's run state, as the profile's own type. */
  public <T> T state(Class<T> type) {
    return type.cast(state);
  }

  /** A handle for one running check, with a client recording under its ID. */
  public Check check(String checkId) {
    return new Check(checkId, this);
  }
}
