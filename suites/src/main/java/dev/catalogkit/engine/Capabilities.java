package dev.catalogkit.engine;

import dev.catalogkit.http.Exchange;
import dev.catalogkit.report.CapabilityMatrix.Probe;
import dev.catalogkit.spec.Operation;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the server offers: the operations it advertises (as "{@code METHOD /v1/{prefix}/path}"; a
 * profile substitutes its protocol's default set when the server advertises none), and what the
 * run's probes found on top of that. Probe, don't trust: a route that answers a harmless probe with
 * 2xx is checked even when it is not advertised. The probe checks run before every other check (the
 * {@code probe} phase) and record their findings here.
 */
public final class Capabilities {

  private final Set<String> endpoints;
  private final boolean advertised;
  private final Map<String, Exchange> probedServed = new ConcurrentHashMap<>();
  private final Map<String, Exchange> probedAbsent = new ConcurrentHashMap<>();

  /**
   * @param endpoints the operations offered, as "METHOD path"
   * @param advertised whether the server listed them itself (false: the profile's default set)
   */
  public Capabilities(Set<String> endpoints, boolean advertised) {
    this.endpoints = Set.copyOf(endpoints);
    this.advertised = advertised;
  }

  public static String endpointOf(Operation operation) {
    return operation.method() + " " + operation.pathTemplate();
  }

  /** Advertised (or in the default set when nothing is advertised). */
  public boolean advertises(Operation operation) {
    return endpoints.contains(endpointOf(operation));
  }

  /** Advertised, or found served by a probe. */
  public boolean supports(Operation operation) {
    return advertises(operation) || probedServed.containsKey(endpointOf(operation));
  }

  /** Not advertised, and a probe found it not served: the server does not offer it. */
  public boolean foundAbsent(Operation operation) {
    return !supports(operation) && probedAbsent.containsKey(endpointOf(operation));
  }

  /** Whether the server listed its endpoints itself (false: the profile's default set applies). */
  public boolean endpointsListed() {
    return advertised;
  }

  /** What a probe of the operation found; advertised operations are not probed. */
  public Probe probeOf(Operation operation) {
    String endpoint = endpointOf(operation);
    return probedServed.containsKey(endpoint)
        ? Probe.SERVED
        : probedAbsent.containsKey(endpoint) ? Probe.ABSENT : Probe.NOT_PROBED;
  }

  /** The status the probe of the operation got, or null when none was sent or none came back. */
  public Integer probeStatusOf(Operation operation) {
    String endpoint = endpointOf(operation);
    Exchange probe = probedServed.getOrDefault(endpoint, probedAbsent.get(endpoint));
    return probe == null ? null : probe.status();
  }

  /** A probe of an unadvertised operation answered 2xx (served) or did not (absent). */
  public void recordProbe(Operation operation, Exchange probe, boolean served) {
    (served ? probedServed : probedAbsent).put(endpointOf(operation), probe);
  }

  /** Why an operation is not applicable, for the report. */
  public String reasonNotSupported(Operation operation) {
    String endpoint = endpointOf(operation);
    String notAdvertised =
        "the server does not advertise "
            + endpoint
            + (advertised
                ? " in the endpoints of GET /v1/config"
                : " (its GET /v1/config lists no endpoints, so the profile's default set applies)");
    Exchange probe = probedAbsent.get(endpoint);
    return probe == null
        ? notAdvertised + ", and no probe found it served"
        : notAdvertised + ", and a probe got " + probe.summary();
  }
}
