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
import java.util.Map;
import java.util.Optional;

/**
 * What the clients of every protocol profile share: requests built from the profile's OpenAPI
 * document by operationId under the discovered prefix, every response body validated against the
 * schema documented for its operation and status, every exchange recorded, every create written
 * into the ledger for the janitor.
 */
public abstract class RestCatalogClient {

  static final ObjectMapper JSON = new ObjectMapper();

  private final HttpTransport transport;
  private final SpecDocument spec;
  private final SchemaValidator validator;
  private final ExchangeRecorder recorder;
  private final ObjectLedger ledger = new ObjectLedger();
  private volatile String prefix;

  protected RestCatalogClient(
      HttpTransport transport,
      SpecDocument spec,
      SchemaValidator validator,
      ExchangeRecorder recorder) {
    this.transport = transport;
    this.spec = spec;
    this.validator = validator;
    this.recorder = recorder;
  }

  /** Routes later calls under this prefix (from {@code defaults.prefix}); null for none. */
  public void usePrefix(String catalogPrefix) {
    this.prefix = catalogPrefix == null || catalogPrefix.isEmpty() ? null : catalogPrefix;
  }

  public HttpTransport transport() {
    return transport;
  }

  /** Everything this client asked the server to create, for the janitor. */
  public ObjectLedger ledger() {
    return ledger;
  }

  public Exchange getConfig() {
    OutgoingRequest request = OutgoingRequest.of("getConfig", "GET", "/v1/config");
    String warehouse = transport.target().warehouse();
    return send(warehouse == null ? request : request.withQuery("warehouse", warehouse));
  }

  /** Any documented operation, with raw path parameters (already encoded where needed). */
  public Exchange call(String operationId, Map<String, String> pathParams, RequestBody body) {
    return send(request(operationId, pathParams, body));
  }

  /** The request a call would send, for checks that vary a header before sending. */
  public OutgoingRequest request(
      String operationId, Map<String, String> pathParams, RequestBody body) {
    Operation operation = spec.operation(operationId);
    OutgoingRequest request =
        OutgoingRequest.of(operationId, operation.method(), pathOf(operation, pathParams));
    return body == null ? request : request.withBody(body.text(), body.fixture());
  }

  /** Sends a request, validates its body against the documented schema, and records it. */
  public Exchange send(OutgoingRequest request) {
    Exchange exchange = transport.send(request);
    if (exchange.answered() && spec.hasOperation(request.operation())) {
      JsonNode body = exchange.json().orElse(JsonNodeFactory.instance.nullNode());
      if (exchange.body() != null && !exchange.body().isEmpty() || exchange.status() < 300) {
        exchange =
            exchange.withSchemaViolations(
                validator.validate(request.operation(), exchange.status(), body));
      }
    }
    recorder.record(exchange);
    return exchange;
  }

  /** The {@code name} a create body asks for, if it is JSON and has one. */
  static Optional<String> nameIn(RequestBody body) {
    try {
      JsonNode name = JSON.readTree(body.text()).path("name");
      return name.isTextual() ? Optional.of(name.asText()) : Optional.empty();
    } catch (IOException | RuntimeException notJson) {
      return Optional.empty();
    }
  }

  private String pathOf(Operation operation, Map<String, String> pathParams) {
    String path = operation.pathTemplate();
    path = prefix == null ? path.replace("/{prefix}", "") : path.replace("{prefix}", prefix);
    for (Map.Entry<String, String> param : pathParams.entrySet()) {
      path = path.replace("{" + param.getKey() + "}", param.getValue());
    }
    return path;
  }
}
