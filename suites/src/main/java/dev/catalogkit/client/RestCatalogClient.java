package dev.catalogkit.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.http.OutgoingRequest;
import dev.catalogkit.schema.SchemaValidator;
import dev.catalogkit.spec.Operation;
import dev.catalogkit.spec.SpecDocument;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What the clients of every protocol profile share: requests built from the profile's OpenAPI
 * document by operationId under the discovered prefix, every response body validated against the
 * schema documented for its operation and status, every exchange recorded under the check that made
 * it, every create written into the ledger for the janitor.
 *
 * <p>A run has one {@link Wire}; each check gets its own client on it ({@link #forCheck}), which
 * records what it sends under that check's ID, from whichever thread it sends.
 */
public abstract class RestCatalogClient {

  static final ObjectMapper JSON = new ObjectMapper();

  /** What all clients of one run share: the transport, the document, the recorder, the prefix. */
  public static final class Wire {
    private final HttpTransport transport;
    private final SpecDocument spec;
    private final SchemaValidator validator;
    private final RequestValidity validity;
    private final ExchangeRecorder recorder;
    private final Function<Exchange, String> errorTypeReader;
    private volatile String prefix;

    /**
     * @param errorTypeReader reads the error type of the protocol's error body, or null
     */
    public Wire(
        HttpTransport transport,
        SpecDocument spec,
        ExchangeRecorder recorder,
        Function<Exchange, String> errorTypeReader) {
      this.transport = transport;
      this.spec = spec;
      this.validator = SchemaValidator.of(spec);
      this.validity = new RequestValidity(spec, validator);
      this.recorder = recorder;
      this.errorTypeReader = errorTypeReader;
    }

    public HttpTransport transport() {
      return transport;
    }

    public SpecDocument spec() {
      return spec;
    }

    public ExchangeRecorder recorder() {
      return recorder;
    }
  }

  private final Wire wire;
  private final String checkId;

  protected RestCatalogClient(Wire wire, String checkId) {
    this.wire = wire;
    this.checkId = checkId;
  }

  /** A client on the same wire whose exchanges are recorded under this check's ID. */
  public abstract RestCatalogClient forCheck(String checkId);

  protected Wire wire() {
    return wire;
  }

  /**
   * The exchanges recorded under this client's check so far, taken off the recorder's index (an
   * exploration takes each walk's, so they never pile up).
   */
  public List<Exchange> takeRecorded() {
    return wire.recorder.takeFor(checkId);
  }

  /** The check whose exchanges this client records. */
  protected String checkId() {
    return checkId;
  }

  /** Routes later calls of every client of the run under this prefix; null for none. */
  public void usePrefix(String catalogPrefix) {
    wire.prefix = catalogPrefix == null || catalogPrefix.isEmpty() ? null : catalogPrefix;
  }

  public HttpTransport transport() {
    return wire.transport;
  }

  /** Whether the run sends credentials (a token or a client credential): checks ask this. */
  public boolean authenticates() {
    return wire.transport.target().hasCredentials();
  }

  /** Everything the run asked the server to create, for the janitor. */
  public abstract ObjectLedger<?> ledger();

  public Exchange getConfig() {
    OutgoingRequest request = OutgoingRequest.of("getConfig", "GET", "/v1/config");
    String warehouse = wire.transport.target().warehouse();
    return send(warehouse == null ? request : request.withQuery("warehouse", warehouse));
  }

  /** Any documented operation, with raw path parameters (already encoded where needed). */
  public Exchange call(String operationId, Map<String, String> pathParams, RequestBody body) {
    return send(request(operationId, pathParams, body));
  }

  /** The request a call would send, for checks that vary a header before sending. */
  public OutgoingRequest request(
      String operationId, Map<String, String> pathParams, RequestBody body) {
    Operation operation = wire.spec.operation(operationId);
    OutgoingRequest request =
        OutgoingRequest.of(operationId, operation.method(), pathOf(operation, pathParams));
    return body == null ? request : request.withBody(body.text(), body.fixture());
  }

  /**
   * Sends a request, judges its answer against the document (schema, documented status, error
   * type), and records it under this client's check. A 503 is retried as the spec lets a client,
   * and a 429 as a server that asked the client to slow down ({@link UnavailableRetry}); each
   * attempt is recorded.
   */
  public Exchange send(OutgoingRequest request) {
    Exchange exchange = sendOnce(request);
    for (int retry = 0;
        retry < UnavailableRetry.MAX_RETRIES && UnavailableRetry.retryable(exchange);
        retry++) {
      try {
        Thread.sleep(UnavailableRetry.delay(exchange).toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return exchange;
      }
      exchange = sendOnce(request);
    }
    return exchange;
  }

  private Exchange sendOnce(OutgoingRequest request) {
    Exchange exchange = wire.transport.send(request);
    if (exchange.answered() && wire.spec.hasOperation(request.operation())) {
      JsonNode body = exchange.json().orElse(JsonNodeFactory.instance.nullNode());
      boolean hasBody = exchange.body() != null && !exchange.body().isEmpty();
      exchange =
          exchange.annotated(
              hasBody || exchange.status() < 300
                  ? wire.validator.validate(request.operation(), exchange.status(), body)
                  : exchange.schemaViolations(),
              wire.spec.operation(request.operation()).documents(exchange.status()),
              exchange.isError() && wire.errorTypeReader != null
                  ? wire.errorTypeReader.apply(exchange)
                  : null);
    }
    wire.recorder.record(checkId, exchange);
    return exchange;
  }

  /**
   * Whether a request carries nothing a server may refuse (see {@link RequestValidity}): a 5xx to
   * it is a server failure, whatever the check was about.
   */
  public boolean isValid(OutgoingRequest request) {
    return wire.validity.valid(request);
  }

  /** The {@code name} a create body asks for, if it is JSON and has one. */
  protected static Optional<String> nameIn(RequestBody body) {
    try {
      JsonNode name = JSON.readTree(body.text()).path("name");
      return name.isTextual() ? Optional.of(name.asText()) : Optional.empty();
    } catch (IOException | RuntimeException notJson) {
      return Optional.empty();
    }
  }

  private String pathOf(Operation operation, Map<String, String> pathParams) {
    String path = operation.pathTemplate();
    String prefix = wire.prefix;
    // the prefix is the server's text: encoded here, it reaches no template engine and no URL
    // parser as anything but one part of the path (a brace made rest-assured spin for ever)
    path =
        prefix == null
            ? path.replace("/{prefix}", "")
            : path.replace("{prefix}", PathSegment.prefixInPath(prefix));
    for (Map.Entry<String, String> param : pathParams.entrySet()) {
      path = path.replace("{" + param.getKey() + "}", param.getValue());
    }
    return path;
  }
}
