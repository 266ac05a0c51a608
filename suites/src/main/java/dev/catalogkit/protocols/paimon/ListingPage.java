package dev.catalogkit.protocols.paimon;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.catalogkit.client.JsonValue;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * One page of a Paimon listing, read once: the entries it lists, its list member and its {@code
 * nextPageToken} as answered. A broken page still reads: a list member that is absent or no
 * container lists nothing, and both members show as they came ({@code absent}, or their JSON).
 */
public final class ListingPage {

  private final JsonNode list;
  private final List<String> entries;
  private final JsonNode nextPageToken;

  private ListingPage(Exchange page, String member, Function<JsonNode, String> entry) {
    JsonNode body = page.json().orElse(MissingNode.getInstance());
    this.list = body.at("/" + member);
    this.nextPageToken = body.at("/nextPageToken");
    List<String> listed = new ArrayList<>();
    list.forEach(item -> listed.add(entry.apply(item)));
    this.entries = List.copyOf(listed);
  }

  /** A page of {@code listSemanticViews}: the names in {@code semanticViews}. */
  public static ListingPage semanticViews(Exchange page) {
    return new ListingPage(page, "semanticViews", JsonNode::asText);
  }

  /** A page of {@code listViews}: the SQL view names in {@code views}. */
  public static ListingPage sqlViews(Exchange page) {
    return new ListingPage(page, "views", JsonNode::asText);
  }

  /** A page of {@code listViewDetails}: the names of the views {@code viewDetails} details. */
  public static ListingPage sqlViewDetails(Exchange page) {
    return new ListingPage(page, "viewDetails", detail -> detail.path("name").asText());
  }

  /** A page of {@code listViewsGlobally}: each view in {@code views} as {@code database.name}. */
  public static ListingPage sqlViewIdentifiers(Exchange page) {
    return new ListingPage(
        page, "views", id -> id.path("database").asText() + "." + id.path("object").asText());
  }

  /** A page of {@code listDatabases}: the names in {@code databases}. */
  public static ListingPage databases(Exchange page) {
    return new ListingPage(page, "databases", JsonNode::asText);
  }

  /** The continuation token of any listing's page, when it carries a non-empty one. */
  public static Optional<String> nextToken(Exchange page) {
    JsonNode token = page.at("/nextPageToken");
    return token.isTextual() && !token.asText().isEmpty()
        ? Optional.of(token.asText())
        : Optional.empty();
  }

  /** The entries in the order the page lists them. */
  public List<String> entries() {
    return entries;
  }

  /** The list member is the documented array (an empty one included). */
  public boolean listIsArray() {
    return list.isArray();
  }

  /** The page lists nothing: an empty list, or none at all. */
  public boolean listsNone() {
    return list.isEmpty();
  }

  /** The list member as it came (absent, an array, anything else). */
  public JsonValue list() {
    return JsonValue.of(list);
  }

  /** The {@code nextPageToken} member as it came. */
  public JsonValue nextPageToken() {
    return JsonValue.of(nextPageToken);
  }
}
