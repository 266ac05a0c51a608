package dev.catalogkit.engine;

import dev.catalogkit.http.EvidenceWriter;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.spec.RequirementCatalogue;
import dev.catalogkit.spec.SpecDocument;
import java.util.Map;

/**
 * What every check of one run shares: the catalogue, the OpenAPI document, the profile's session
 * (the run's client, what discovery found, the profile's run state), the names the run owns. One
 * per run, handed to the checks through the launcher session's store ({@link
 * ConformanceExtension}); there is no global.
 *
 * @param session the profile's session; checks get it typed through their {@link Check}
 * @param stop whether and why the run stopped early; no check starts after that
 * @param underLoad what the isolation phase found, for the robustness audits
 */
public record RunContext(
    ProtocolProfile profile,
    ProfileSession<?, ?> session,
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

  /** The profile's catalogue, loaded once per profile. */
  public RequirementCatalogue catalogue() {
    return profile.catalogue();
  }

  /** The profile's OpenAPI document, loaded once per profile. */
  public SpecDocument spec() {
    return profile.spec();
  }

  /** What the server advertises, completed by the probe phase. */
  public Capabilities capabilities() {
    return session.capabilities();
  }

  /** A handle for one running check, with a client recording under its ID. */
  public Check<?, ?> check(String checkId) {
    return session.check(checkId, this);
  }
}
