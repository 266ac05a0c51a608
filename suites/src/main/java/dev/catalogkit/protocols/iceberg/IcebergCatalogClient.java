package dev.catalogkit.protocols.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.ObjectLedger;
import dev.catalogkit.client.ObjectLedger.ObjectRef;
import dev.catalogkit.client.Pager;
import dev.catalogkit.client.PathSegment;
import dev.catalogkit.client.RequestBody;
import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.OutgoingRequest;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The kit's vocabulary for an Iceberg REST server: one method per operation, each returning the
 * recorded {@link Exchange}. Paths come from the kit's OpenAPI document by operationId; every
 * response body is validated against the schema documented for that operation and status.
 */
public final class IcebergCatalogClient extends RestCatalogClient {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** The default namespace separator of the spec: the unit separator, url-encoded. */
  public static final String UNIT_SEPARATOR = "%1F";

  /** The query parameter naming the views a load is reached through. */
  public static final String REFERENCED_BY = "referenced-by";

  /** The header the spec pages name; {@link #keyHeaderSpelled} sends it spelled otherwise. */
  public static final String KEY_HEADER = "Idempotency-Key";

  private final ObjectLedger<IcebergKind> ledger;
  private final String separator;
  private final String keyHeader;

  private IcebergCatalogClient(
      Wire wire,
      ObjectLedger<IcebergKind> ledger,
      String checkId,
      String separator,
      String keyHeader) {
    super(wire, checkId);
    this.ledger = ledger;
    this.separator = separator;
    this.keyHeader = keyHeader;
  }

  /** The run's client, recording outside any check, with the run's ledger, fresh. */
  static IcebergCatalogClient ofRun(Wire wire) {
    return new IcebergCatalogClient(
        wire,
        new ObjectLedger<>(wire.transport()),
        ExchangeRecorder.OUTSIDE_CHECKS,
        UNIT_SEPARATOR,
        KEY_HEADER);
  }

  @Override
  public IcebergCatalogClient forCheck(String checkId) {
    return new IcebergCatalogClient(wire(), ledger, checkId, UNIT_SEPARATOR, KEY_HEADER);
  }

  @Override
  public ObjectLedger<IcebergKind> ledger() {
    return ledger;
  }

  /**
   * The same client, joining the levels of the namespaces it puts into paths with this separator as
   * it goes into a path (e.g. {@code %1E}) instead of {@value #UNIT_SEPARATOR}.
   */
  public IcebergCatalogClient separatedBy(String separatorInPath) {
    return new IcebergCatalogClient(wire(), ledger, checkId(), separatorInPath, keyHeader);
  }

  /** The same client, naming the Idempotency-Key header with this spelling (its case, say). */
  public IcebergCatalogClient keyHeaderSpelled(String spelling) {
    return new IcebergCatalogClient(wire(), ledger, checkId(), separator, spelling);
  }

  public Exchange listNamespaces() {
    return call("listNamespaces", Map.of(), null);
  }

  public Exchange createNamespace(List<String> namespace) {
    return createNamespace(namespace, Map.of());
  }

  /** Creates a namespace with these properties. */
  public Exchange createNamespace(List<String> namespace, Map<String, String> properties) {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    namespace.forEach(body.putArray("namespace")::add);
    properties.forEach(body.putObject("properties")::put);
    return ledger()
        .created(
            new ObjectRef<>(IcebergKind.NAMESPACE, namespace, null),
            () -> call("createNamespace", Map.of(), RequestBody.json(body, null)));
  }

  public Exchange loadNamespace(List<String> namespace) {
    return call("loadNamespaceMetadata", namespaceParam(namespace), null);
  }

  public Exchange namespaceExists(List<String> namespace) {
    return call("namespaceExists", namespaceParam(namespace), null);
  }

  /** Sets the {@code updates} and removes the {@code removals} of a namespace's properties. */
  public Exchange updateProperties(
      List<String> namespace, Map<String, String> updates, List<String> removals) {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    updates.forEach(body.putObject("updates")::put);
    removals.forEach(body.putArray("removals")::add);
    return call("updateProperties", namespaceParam(namespace), RequestBody.json(body, null));
  }

  public Exchange dropNamespace(List<String> namespace) {
    return call("dropNamespace", namespaceParam(namespace), null);
  }

  public Exchange listViews(List<String> namespace) {
    return call("listViews", namespaceParam(namespace), null);
  }

  public Exchange createView(List<String> namespace, RequestBody body) {
    return created(
        IcebergKind.VIEW,
        namespace,
        body,
        () -> call("createView", namespaceParam(namespace), body));
  }

  /** Registers a view from a metadata file. */
  public Exchange registerView(List<String> namespace, RequestBody body) {
    return created(
        IcebergKind.VIEW,
        namespace,
        body,
        () -> call("registerView", namespaceParam(namespace), body));
  }

  public Exchange loadView(List<String> namespace, String view) {
    return call("loadView", viewParams(namespace, view), null);
  }

  /**
   * Loads a view as reached through other views: {@code referencedBy} is the chain, percent-encoded
   * already, so that its separating commas stay commas and a comma inside a name is {@code %2C}.
   */
  public Exchange loadViewThrough(List<String> namespace, String view, String referencedBy) {
    return send(
        request("loadView", viewParams(namespace, view), null)
            .withEncodedQuery(REFERENCED_BY, referencedBy));
  }

  /** Loads a table as reached through views, in the sense of {@link #loadViewThrough}. */
  public Exchange loadTableThrough(List<String> namespace, String table, String referencedBy) {
    return send(
        request("loadTable", tableParams(namespace, table), null)
            .withEncodedQuery(REFERENCED_BY, referencedBy));
  }

  public Exchange viewExists(List<String> namespace, String view) {
    return call("viewExists", viewParams(namespace, view), null);
  }

  public Exchange dropView(List<String> namespace, String view) {
    return dropView(namespace, view, null);
  }

  /** Drops a view with an Idempotency-Key (null sends none). */
  public Exchange dropView(List<String> namespace, String view, String idempotencyKey) {
    return send(withKey(request("dropView", viewParams(namespace, view), null), idempotencyKey));
  }

  public Exchange createTable(List<String> namespace, RequestBody body) {
    return created(
        IcebergKind.TABLE,
        namespace,
        body,
        () -> call("createTable", namespaceParam(namespace), body));
  }

  /** Registers a table from a metadata file. */
  public Exchange registerTable(List<String> namespace, RequestBody body) {
    return created(
        IcebergKind.TABLE,
        namespace,
        body,
        () -> call("registerTable", namespaceParam(namespace), body));
  }

  public Exchange loadTable(List<String> namespace, String table) {
    return call("loadTable", tableParams(namespace, table), null);
  }

  public Exchange tableExists(List<String> namespace, String table) {
    return call("tableExists", tableParams(namespace, table), null);
  }

  /**
   * Commits updates to a table; a create transaction's commit (a staged create's) writes the table
   * into the ledger once it succeeded.
   */
  public Exchange updateTable(List<String> namespace, String table, RequestBody body) {
    return ledger()
        .created(
            new ObjectRef<>(IcebergKind.TABLE, namespace, table),
            () -> call("updateTable", tableParams(namespace, table), body));
  }

  public Exchange dropTable(List<String> namespace, String table) {
    return call("dropTable", tableParams(namespace, table), null);
  }

  /** Drops a table and asks the server to delete its files too ({@code purgeRequested=true}). */
  public Exchange dropTablePurging(List<String> namespace, String table) {
    return send(
        request("dropTable", tableParams(namespace, table), null)
            .withQuery("purgeRequested", "true"));
  }

  /** Renames a table; a confirmed rename writes its destination into the ledger. */
  public Exchange renameTable(RequestBody body, String idempotencyKey) {
    return renamedTo(
        destinationIn(body),
        () -> send(withKey(request("renameTable", Map.of(), body), idempotencyKey)));
  }

  public Exchange renameView(RequestBody body) {
    return renameView(body, null);
  }

  /** Renames a view with an Idempotency-Key (null sends none). */
  public Exchange renameView(RequestBody body, String idempotencyKey) {
    return renamedTo(
        destinationIn(body)
            .map(table -> new ObjectRef<>(IcebergKind.VIEW, table.namespace(), table.name())),
        () -> send(withKey(request("renameView", Map.of(), body), idempotencyKey)));
  }

  /**
   * Sends a create; the ledger writes down the object its body names if the create was confirmed or
   * cut off ({@link ObjectLedger#created}). Returns the answer.
   */
  private Exchange created(
      IcebergKind kind, List<String> namespace, RequestBody body, Supplier<Exchange> create) {
    return nameIn(body)
        .map(name -> ledger.created(new ObjectRef<>(kind, namespace, name), create))
        .orElseGet(create);
  }

  /** Sends a rename; the ledger writes down its destination, if the body names one. */
  private Exchange renamedTo(
      Optional<ObjectRef<IcebergKind>> destination, Supplier<Exchange> rename) {
    return destination.map(object -> ledger().created(object, rename)).orElseGet(rename);
  }

  /** A replace carrying an Idempotency-Key (null sends none). */
  public Exchange replaceView(
      List<String> namespace, String view, RequestBody body, String idempotencyKey) {
    return send(withKey(request("replaceView", viewParams(namespace, view), body), idempotencyKey));
  }

  /** One page of a namespace's views ({@code GET .../views}) with its query. */
  public Exchange listViewsPage(List<String> namespace, Map<String, String> query) {
    return listPage("listViews", namespace, query);
  }

  /** One page of a namespace's tables ({@code GET .../tables}) with its query. */
  public Exchange listTablesPage(List<String> namespace, Map<String, String> query) {
    return listPage("listTables", namespace, query);
  }

  /**
   * One page of the list operation the document names (for checks whose cases come from the
   * document): {@code query} carries pageSize, pageToken or parent.
   */
  public Exchange listPage(String operationId, List<String> namespace, Map<String, String> query) {
    return send(
        request(operationId, namespace == null ? Map.of() : namespaceParam(namespace), null)
            .withQueries(query));
  }

  /**
   * A bounded walk through a list operation of a namespace (null: the top level), with these query
   * parameters on every page and the server's next-page-token after the first.
   */
  public Pager.Walk walk(
      String operationId, List<String> namespace, Map<String, String> query, int maxPages) {
    return Pager.walk(
        parameters -> listPage(operationId, namespace, parameters),
        query,
        IcebergLists::nextToken,
        maxPages);
  }

  /** Loads a namespace addressed by an already encoded path parameter (to test separators). */
  public Exchange loadNamespaceEncoded(String encodedNamespace) {
    return call("loadNamespaceMetadata", Map.of("namespace", encodedNamespace), null);
  }

  private OutgoingRequest withKey(OutgoingRequest request, String idempotencyKey) {
    return idempotencyKey == null ? request : request.withHeader(keyHeader, idempotencyKey);
  }

  /**
   * The destination of a rename body, as a table of the ledger, if the body names one. A namespace
   * written as a string is read as one level, as a lenient server would read it.
   */
  private static Optional<ObjectRef<IcebergKind>> destinationIn(RequestBody body) {
    try {
      JsonNode destination = MAPPER.readTree(body.text()).path("destination");
      JsonNode levels = destination.path("namespace");
      List<String> namespace = new ArrayList<>();
      if (levels.isTextual()) {
        namespace.add(levels.asText());
      }
      levels.forEach(level -> namespace.add(level.asText()));
      JsonNode name = destination.path("name");
      // a destination without namespace levels names no place a path can reach, nor clean up
      return name.isTextual() && !namespace.isEmpty()
          ? Optional.of(new ObjectRef<>(IcebergKind.TABLE, namespace, name.asText()))
          : Optional.empty();
    } catch (IOException | RuntimeException notJson) {
      return Optional.empty();
    }
  }

  /** The namespace as one path parameter: levels encoded and joined by the separator. */
  public static String encodeNamespace(List<String> namespace, String separator) {
    return namespace.stream().map(PathSegment::encode).collect(Collectors.joining(separator));
  }

  private Map<String, String> namespaceParam(List<String> namespace) {
    Map<String, String> params = new LinkedHashMap<>();
    params.put("namespace", encodeNamespace(namespace, separator));
    return params;
  }

  private Map<String, String> tableParams(List<String> namespace, String table) {
    Map<String, String> params = namespaceParam(namespace);
    params.put("table", PathSegment.encode(table));
    return params;
  }

  private Map<String, String> viewParams(List<String> namespace, String view) {
    Map<String, String> params = namespaceParam(namespace);
    params.put("view", PathSegment.encode(view));
    return params;
  }
}
